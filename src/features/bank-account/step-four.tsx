import { useEffect, useState } from 'react';
import { fetchBankAccount } from '../../api/bank-account';
import { fetchBaseInfo } from '../../api/base-info';
import type { PageProps } from '../../router/page-props';
import { t } from '../../i18n/i18n';
import { navigate } from '../../router/navigate';
import { facialSteps, isCertified } from '../../session/certification';
import { userStatus } from '../../session/session';
import { draftKey, stepSaved } from '../../session/step-saved';
import { StepPage } from '../../ui/step-page';
import { FullScreenLoader } from '../../ui/loader';
import { WhenLoaded } from '../../ui/load-retry';
import { showToast } from '../../ui/toast';
import { useLoad } from '../../ui/use-load';
import { AccountFormView } from './account-form';
import { CreditDialogs } from './credit-dialogs';
import { useBanks } from './use-banks';
import './bank-account.css';
import './bank-account-messages';

/**
 * Certification step four: the disbursement account; saving it certifies, then the credit dialogs lead
 * Home. An account number another borrower uses waits for the operator's check instead: the page says
 * so, and the borrower may give another account meanwhile. A borrower certified before (step four has
 * no entry guard) is changing the account: that is /modify-bank-info's job, which shows the account on
 * file and asks before replacing it.
 */
export function StepFourPage({ titleKey }: PageProps) {
  const banks = useBanks();
  const [certified, setCertified] = useState(false);
  const [changing] = useState(() => isCertified(userStatus.peek() ?? 0));
  // The account is in the borrower's own name: the name confirmed from the ID starts the field, and
  // another person's name is refused there (the server refuses it too).
  const holder = useLoad(
    changing
      ? null
      : (signal) =>
          fetchBaseInfo({ signal, quiet: true })
            .then((v) => v?.fullName ?? '')
            .catch(() => ''), // without it the borrower types the name
  );
  const waiting = useLoad(changing ? null : (signal) => fetchBankAccount({ signal, quiet: true }));
  useEffect(() => {
    if (changing) navigate('/modify-bank-info', { replace: true });
  }, [changing]);
  if (changing) return null;
  const held = waiting.data?.held;
  return (
    <StepPage title={t(titleKey)} step={4} total={facialSteps.length} label={t('bank.step', { n: 4, total: facialSteps.length })}>
      <p className="ui-page-intro">{t('bank.intro')}</p>
      {held && (
        <section className="ui-card bank-current" aria-label={t('bank.heldTitle')}>
          <h2 className="ui-field-label">{t('bank.heldTitle')}</h2>
          <p>{held.bankName}</p>
          <p>{held.accountNo}</p>
          <p className="ui-note">{t('bank.heldFirstBody')}</p>
        </section>
      )}
      <WhenLoaded load={banks}>
        {(data) =>
          holder.data === undefined ? (
            <FullScreenLoader />
          ) : (
            <AccountFormView
              banks={data}
              draftKey={draftKey('step-four')}
              initial={{ accountName: holder.data }}
              verifiedName={holder.data || undefined}
              submitText={t('common.submit')}
              certify
              onSaved={({ bizStatus, held: waits }) => {
                if (waits) {
                  showToast(t('bank.heldFirstToast'), { kind: 'info' });
                  return waiting.refresh();
                }
                if (!isCertified(bizStatus)) return stepSaved(bizStatus);
                userStatus.value = bizStatus;
                setCertified(true);
              }}
            />
          )
        }
      </WhenLoaded>
      {certified && <CreditDialogs />}
    </StepPage>
  );
}
