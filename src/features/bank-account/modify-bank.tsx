import { fetchBankAccount } from '../../api/bank-account';
import type { PageProps } from '../../router/page-props';
import { t } from '../../i18n/i18n';
import { goBack } from '../../router/navigate';
import { draftKey } from '../../session/step-saved';
import { Header } from '../../ui/header';
import { WhenLoaded } from '../../ui/load-retry';
import { showToast } from '../../ui/toast';
import { useLoad } from '../../ui/use-load';
import { AccountFormView } from './account-form';
import { useBanks } from './use-banks';
import './bank-account.css';
import './bank-account-messages';

/** /modify-bank-info: the current account (masked) and the same widgets and server rules as step four. */
export function ModifyBankPage({ titleKey }: PageProps) {
  const banks = useBanks();
  const current = useLoad((signal) => fetchBankAccount({ signal, quiet: true }));
  const acc = current.data;
  return (
    <>
      <Header title={t(titleKey)} />
      <main className="page">
        {acc?.accountNo && (
          <section className="ui-card bank-current" aria-label={t('bank.current')}>
            <h2 className="ui-field-label">{t('bank.current')}</h2>
            <p>{acc.bankName}</p>
            <p>{acc.accountNo}</p>
            <p>{acc.accountName}</p>
          </section>
        )}
        <WhenLoaded load={banks}>
          {(data) => (
            <AccountFormView
              banks={data}
              draftKey={draftKey('modify-bank-info')}
              submitText={t('bank.save')}
              onSaved={() => {
                showToast(t('bank.updated'), { kind: 'success' });
                goBack();
              }}
            />
          )}
        </WhenLoaded>
      </main>
    </>
  );
}
