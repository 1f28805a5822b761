import { fetchBankAccount } from '../../api/bank-account';
import type { AccountChangeAppliesTo } from '../../../contract/certification';
import type { MessageKey } from '../../i18n/message-key';
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

const APPLIES: Record<AccountChangeAppliesTo, MessageKey> = {
  now: 'bank.appliesNow',
  openLoan: 'bank.appliesOpenLoan',
  nextLoan: 'bank.appliesNextLoan',
};

/**
 * /modify-bank-info: the current account (masked), which loans a change reaches (the server decides),
 * and the same widgets and server rules as step four; the change is confirmed before it is sent. The
 * form waits for the current account, so what it says about the change is the server's word.
 */
export function ModifyBankPage({ titleKey }: PageProps) {
  const banks = useBanks();
  const current = useLoad((signal) => fetchBankAccount({ signal, quiet: true }));
  return (
    <>
      <Header title={t(titleKey)} />
      <main className="page">
        <WhenLoaded load={current}>
          {(acc) => {
            const applies = t(APPLIES[acc?.changeAppliesTo] ?? 'bank.appliesNow');
            return (
              <>
                {acc?.accountNo && (
                  <section className="ui-card bank-current" aria-label={t('bank.current')}>
                    <h2 className="ui-field-label">{t('bank.current')}</h2>
                    <p>{acc.bankName}</p>
                    <p>{acc.accountNo}</p>
                    <p>{acc.accountName}</p>
                    <p className="ui-note">{applies}</p>
                  </section>
                )}
                <WhenLoaded load={banks}>
                  {(data) => (
                    <AccountFormView
                      banks={data}
                      draftKey={draftKey('modify-bank-info')}
                      // the holder rarely changes with the account: the name on file starts the field
                      initial={{ accountName: acc?.accountName ?? '' }}
                      submitText={t('bank.save')}
                      confirmNote={applies}
                      onSaved={() => {
                        showToast(t('bank.updated'), { kind: 'success' });
                        goBack();
                      }}
                    />
                  )}
                </WhenLoaded>
              </>
            );
          }}
        </WhenLoaded>
      </main>
    </>
  );
}
