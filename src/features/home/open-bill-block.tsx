import type { OpenBill } from '../../api/contract/borrow';
import { t } from '../../i18n/i18n';
import '../loan/borrow-messages';

/**
 * The current bill on Home: the wait-for-loan block while it is under review (10) or awaiting
 * disbursement (20), the overdue message of spec section 8 (50), else its status in words.
 */
export function OpenBillBlock({ bill }: { bill: OpenBill }) {
  if (!('borrowStatus' in bill)) return null;
  const s = bill.borrowStatus;
  return (
    <section class="borrow-card">
      {s === 50 || bill.overdue ? (
        <p class="borrow-alert" role="alert">{t('order.overdue')}</p>
      ) : s === 10 || s === 20 ? (
        <>
          <h2>{t('borrow.waitTitle')}</h2>
          <p role="status">{t(s === 10 ? 'borrow.wait10' : 'borrow.wait20')}</p>
        </>
      ) : (
        <p>{t(`borrow.status${s}`)}</p>
      )}
      <a class="borrow-link" href="#/order">
        {t('borrow.viewOrder')}
      </a>
    </section>
  );
}
