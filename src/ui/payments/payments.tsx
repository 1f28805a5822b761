import type { BillRefund, Payout } from '../../../contract/borrow';
import type { PaymentList } from '../../../contract/repay';
import { useLoad } from '../use-load';

// Only Orders and the repay page show payments and refunds: the list, its receipt, the refund note and
// their words come in a chunk of their own when there is something to show, not with every page.
const load = () => import('./payments-list');

/** The payments received for a bill and what is still owed (with a heading where `heading`), once its chunk arrived. */
export function Payments(props: { list: PaymentList; heading?: boolean }) {
  const m = useLoad(load, []).data;
  return m ? <m.PaymentsList {...props} /> : null;
}

/** Where money paid beyond the bill goes back, or went, once its chunk arrived. */
export function Refund(props: { refund: BillRefund; payout?: Payout }) {
  const m = useLoad(load, []).data;
  return m ? <m.RefundNote {...props} /> : null;
}
