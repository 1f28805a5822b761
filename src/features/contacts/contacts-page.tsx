import { fetchContacts } from '../../api/contacts';
import type { PageProps } from '../../router/page-props';
import { t } from '../../i18n/i18n';
import { facialSteps } from '../../session/certification';
import { StepPage } from '../../ui/step-page';
import { WhenLoaded } from '../../ui/load-retry';
import { useLoad } from '../../ui/use-load';
import { ContactsForm } from './contacts-form';
import './contacts-messages';

/** Certification step three: two emergency contacts, typed in by the borrower. */
export default function ContactsPage({ titleKey }: PageProps) {
  const saved = useLoad((signal) => fetchContacts({ signal, quiet: true }));
  return (
    <StepPage title={t(titleKey)} step={3} total={facialSteps.length} label={t('contacts.step', { n: 3, total: facialSteps.length })}>
      <WhenLoaded load={saved}>{(data) => <ContactsForm saved={data.contacts ?? []} />}</WhenLoaded>
    </StepPage>
  );
}
