import { fetchBankAccount } from '../../api/bank-account';
import type { AccountChangeAppliesTo, SaveAccountAnswer } from '../../../contract/certification';
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
  nextLoan: 'bank.appliesNextLoan',
};

/** What the borrower is told once the server answered: saved now, saved for the next loan, or held for a check. */
function savedWords(answer: SaveAccountAnswer): string {
  if (answer.held) return t('bank.heldToast');
  return t(answer.appliesTo === 'nextLoan' ? 'bank.updatedNext' : 'bank.updated');
}

/**
 * /modify-bank-info: the current account (masked), which loan a change reaches (the server decides),
 * a change waiting for a check, and the same widgets and server rules as step four plus the holder
 * being the verified person; the change is confirmed with a code sent to the phone. The form waits
 * for the current account, so what it says about the change is the server's word.
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
            const applies = t((acc?.changeAppliesTo && APPLIES[acc.changeAppliesTo]) || 'bank.appliesNow');
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
                {acc?.held && (
                  <section className="ui-card bank-current" aria-label={t('bank.heldTitle')}>
                    <h2 className="ui-field-label">{t('bank.heldTitle')}</h2>
                    <p>{acc.held.bankName}</p>
                    <p>{acc.held.accountNo}</p>
                    <p className="ui-note">{t('bank.heldBody')}</p>
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
                      verifiedName={acc?.verifiedName}
                      onSaved={(answer) => {
                        showToast(savedWords(answer), { kind: answer.held ? 'info' : 'success' });
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
