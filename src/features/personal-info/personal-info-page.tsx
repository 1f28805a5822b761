import { fetchBaseInfo } from '../../api/base-info';
import type { PageProps } from '../../router/page-props';
import { t } from '../../i18n/i18n';
import { facialSteps } from '../../session/certification';
import { StepPage } from '../../ui/step-page';
import { WhenLoaded } from '../../ui/load-retry';
import { useLoad } from '../../ui/use-load';
import { PersonalInfoForm } from './personal-info-form';
import './personal-info-messages';

/** Certification step two (spec section 3): the 13 personal-information fields, pre-filled from `infoView`. */
export default function PersonalInfoPage({ titleKey }: PageProps) {
  // The form waits for the saved answers, so the KYC name and birth date are in it from its first frame.
  const saved = useLoad((signal) => fetchBaseInfo({ signal, quiet: true }));
  return (
    <StepPage title={t(titleKey)} step={2} total={facialSteps.length} label={t('info.step', { n: 2, total: facialSteps.length })}>
      <WhenLoaded load={saved}>{(data) => <PersonalInfoForm saved={data} />}</WhenLoaded>
    </StepPage>
  );
}
