import { fetchBankAccount } from '../../api/bank-account';
import { fetchCreditInfo } from '../../api/credit';
import { keep } from '../../api/kept';
import { formatMoney } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { navigate } from '../../router/navigate';
import { BizStatus, facialSteps, homeForStatus, isCertified } from '../../session/certification';
import { userStatus } from '../../session/session';
import { Button } from '../../ui/button';
import { useLoad } from '../../ui/use-load';

/** Where certification stands (PRODUCT.md section 3) and, before it is done, the way to continue at the right step. */
export function CertificationCard() {
  const status = userStatus.value;
  if (status === null) return null;
  const step = facialSteps.filter((s) => status >= s.required).length;
  return (
    <section className="ui-card" aria-labelledby="user-cert">
      <h2 id="user-cert">{t('user.certTitle')}</h2>
      <p>{isCertified(status) ? t('user.certDone') : status <= BizStatus.New ? t('user.certStart') : t('user.certStep', { n: step })}</p>
      {!isCertified(status) && (
        <Button block onClick={() => navigate(homeForStatus(status))}>
          {t('user.certContinue')}
        </Button>
      )}
    </section>
  );
}

/** The credit limit and what is left of it; shown once certification granted one. */
export function CreditCard() {
  const certified = userStatus.value !== null && isCertified(userStatus.value);
  const credit = useLoad(certified ? keep('credit', (signal) => fetchCreditInfo({ signal, quiet: true })) : null, [certified]);
  const c = credit.data;
  if (!c) return null;
  return (
    <section className="ui-card" aria-labelledby="user-credit">
      <h2 id="user-credit">{t('user.creditTitle')}</h2>
      <p className="user-amount">{formatMoney(c.creditLimit)}</p>
      <p>{t('user.creditAvailable', { amount: formatMoney(c.availableLimit) })}</p>
      {c.locked && <p role="note">{t('user.creditLocked')}</p>}
      {/* How to raise it, in the lender's growth rule's figures (the server's answer), as Home says it. */}
      {c.nextGrowth ? (
        <p>{t('user.raiseLimit', { amount: formatMoney(c.nextGrowth), max: formatMoney(c.limitCap) })}</p>
      ) : (
        c.creditLimit >= c.limitCap && <p>{t('user.limitAtCap')}</p>
      )}
    </section>
  );
}

/** The disbursement account (masked by the server) with the way to change it. */
export function BankCard() {
  const account = useLoad(keep('bank', (signal) => fetchBankAccount({ signal, quiet: true })));
  // Fields missing before step four saved an account.
  const a = account.data;
  if (!a) return null;
  return (
    <section className="ui-card" aria-labelledby="user-bank">
      <h2 id="user-bank">{t('user.bankTitle')}</h2>
      {a.bankCode ? (
        <p>
          {a.bankName} · {a.accountNo}
          <br />
          {a.accountName}
        </p>
      ) : (
        <p>{t('user.bankNone')}</p>
      )}
      {a.bankCode && (
        <a className="ui-link" href="#/modify-bank-info">
          {t('user.bankChange')}
        </a>
      )}
    </section>
  );
}
