import { useEffect, useState } from 'react';
import type { PageProps } from '../../router/page-props';
import { t } from '../../i18n/i18n';
import { navigate } from '../../router/navigate';
import { CERTIFICATION_STEPS, isCertified } from '../../session/certification';
import { userStatus } from '../../session/session';
import { draftKey, stepSaved } from '../../session/step-saved';
import { Header } from '../../ui/header';
import { StepProgress } from '../../ui/step-progress';
import { WhenLoaded } from '../../ui/load-retry';
import { AccountFormView } from './account-form';
import { CreditDialogs } from './credit-dialogs';
import { useBanks } from './use-banks';
import './bank-account.css';
import './bank-account-messages';

/**
 * Certification step four: the disbursement account; saving it certifies, then the credit dialogs lead
 * Home. A borrower certified before (step four has no entry guard) is changing the account: that is
 * /modify-bank-info's job, which shows the account on file and asks before replacing it.
 */
export function StepFourPage({ titleKey }: PageProps) {
  const banks = useBanks();
  const [certified, setCertified] = useState(false);
  const [changing] = useState(() => isCertified(userStatus.peek() ?? 0));
  useEffect(() => {
    if (changing) navigate('/modify-bank-info', { replace: true });
  }, [changing]);
  if (changing) return null;
  return (
    <>
      <Header title={t(titleKey)} />
      <main className="page">
        <StepProgress step={4} total={CERTIFICATION_STEPS} label={t('bank.step', { n: 4, total: CERTIFICATION_STEPS })} />
        <p className="ui-page-intro">{t('bank.intro')}</p>
        <WhenLoaded load={banks}>
          {(data) => (
            <AccountFormView
              banks={data}
              draftKey={draftKey('step-four')}
              submitText={t('common.submit')}
              certify
              onSaved={({ bizStatus }) => {
                if (!isCertified(bizStatus)) return stepSaved(bizStatus);
                userStatus.value = bizStatus;
                setCertified(true);
              }}
            />
          )}
        </WhenLoaded>
        {certified && <CreditDialogs />}
      </main>
    </>
  );
}
