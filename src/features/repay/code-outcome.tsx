// A code that no longer takes payment: paid, paid in part, expired, replaced or settled. It says so
// and what is left; nothing here invites paying it (no QR, no pay button, no code to copy), and the
// reference stays for support.
import type { RepayCode, RepayDetail } from '../../../contract/repay';
import { formatMoney } from '../../i18n/format';
import { formatDate } from '../../i18n/format-date';
import { t } from '../../i18n/i18n';
import { Figures } from '../../ui/figures';
import './repay-messages';

/** Props of {@link CodeOutcome}: the loan's figures only for its signed-in borrower. */
interface OutcomeProps {
  code: RepayCode;
  loan?: RepayDetail;
  /** Where a new code is made: the loan's repay page when known, else Orders. */
  back: string;
}

/** The thanks, the warning or the way to a new code, by the code's state. */
export function CodeOutcome({ code, loan, back }: OutcomeProps) {
  const date = code.paidAt === undefined ? '' : formatDate(code.paidAt);
  const newCode = <a href={back}>{t('repay.newCode')}</a>;
  const rows: [string, string][] = [];
  if (loan && (code.state === 'paid' || code.state === 'part')) {
    if (loan.repayable > 0) rows.push([t('repay.stillOwed'), formatMoney(loan.repayable)]);
    if (loan.repayable > 0 && code.kind === 'extend') rows.push([t('repay.dueDate'), formatDate(loan.dueDate)]);
  }
  rows.push([t('repay.reference'), code.reference]);
  return (
    <>
      {code.state === 'paid' && <p role="status">{t('repay.paidThanks', { amount: formatMoney(code.paidAmount), date })}</p>}
      {code.state === 'part' && (
        <>
          <p role="status">{t('repay.partPaid', { amount: formatMoney(code.paidAmount), total: formatMoney(code.amount), date })}</p>
          <p>{t('repay.partRest', { rest: formatMoney(code.amount - code.paidAmount) })}</p>
        </>
      )}
      {code.state === 'expired' && <p role="alert">{t('repay.codeExpired')}</p>}
      {code.state === 'replaced' && <p role="alert">{t('repay.codeReplaced')}</p>}
      {code.state === 'settled' && <p role="alert">{t('repay.codeSettled')}</p>}
      {loan && loan.repayable === 0 && <p>{t('repay.settled')}</p>}
      <Figures rows={rows} />
      {code.state !== 'paid' && code.state !== 'settled' && newCode}
    </>
  );
}
