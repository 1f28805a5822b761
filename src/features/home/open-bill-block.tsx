import type { OpenBill } from '../../api/contract/borrow';
import { t } from '../../i18n/i18n';
import '../loan/borrow-messages';

/**
 * The current bill on Home: the wait-for-loan block while it is under review (10) or awaiting
 * disbursement (20), the overdue message of spec section 8 (50), and a word for the others.
 */
export function OpenBillBlock({ bill }: { bill: OpenBill }) {
  if (!('borrowStatus' in bill)) return null;
  const s = bill.borrowStatus;
  const overdue = s === 50 || bill.overdue;
  const waiting = s === 10 || s === 20;
  return (
    <section class="borrow-card" aria-label={t('borrow.viewOrder')}>
      {overdue ? (
        <p class="borrow-alert" role="alert">{t('order.overdue')}</p>
      ) : waiting ? (
        <>
          <h2>{t('borrow.waitTitle')}</h2>
          <p role="status">{t(s === 10 ? 'borrow.wait10' : 'borrow.wait20')}</p>
        </>
      ) : s === 70 ? (
        <p class="borrow-alert">{t('borrow.failedHome')}</p>
      ) : (
        <p>{t('borrow.repaying')}</p>
      )}
      <a class="borrow-link" href="#/order">
        {t('borrow.viewOrder')}
      </a>
    </section>
  );
}
