import type { CurrentBill as Bill } from '../../../contract/borrow';
import { BorrowStatus } from '../../../contract/common';
import { formatMoney } from '../../i18n/format';
import { formatDate } from '../../i18n/format-date';
import { dueTime } from '../../i18n/format-time';
import { t } from '../../i18n/i18n';
import { Figures } from '../../ui/disclosure/disclosure-statement';
import { dueWords } from './borrow-page';

/**
 * Home's first card while a loan is being repaid (40) or overdue (50), as the server's clock and ledger
 * count it: what is owed now, the due date, the days left or overdue, the overdue fee, and Repay.
 */
export function CurrentBill({ bill: b, money = formatMoney }: { bill: Bill; money?: (centavos: number) => string }) {
  const late = b.borrowStatus === BorrowStatus.Overdue;
  return (
    <section className="ui-card" data-overdue={late || undefined} aria-labelledby="home-bill">
      <h2 id="home-bill">{t('borrow.billTitle')}</h2>
      {late && <p role="alert">{t('order.overdue')}</p>}
      {/* The days in words, never colour alone, say whether it is late. */}
      <p className="borrow-due">{dueWords(b.overdueDays, b.daysLeft)}</p>
      <Figures
        rows={[
          [t('borrow.owedNow'), money(b.repayable)],
          ...(b.dueDate === null
            ? []
            : [[t('disclosure.dueDate'), t('borrow.dueBy', { time: dueTime(), date: formatDate(b.dueDate) })] as [string, string]]),
          ...(b.overdueFee > 0 ? [[t('borrow.overdueFee'), money(b.overdueFee)] as [string, string]] : []),
        ]}
      />
      <a className="ui-btn ui-btn--primary ui-btn--block" href={'#/repay/' + encodeURIComponent(b.repayId)}>
        {t('route.repay')}
      </a>
    </section>
  );
}
