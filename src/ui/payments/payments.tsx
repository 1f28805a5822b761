import type { PaymentList } from '../../../contract/repay';
import { useLoad } from '../use-load';

// Only Orders and the repay page list payments, below their figures: the list, its receipt and its
// words come in a chunk of their own once there is a list to show, not with every page.
const loadList = () => import('./payments-list');

/** The payments received for a bill and what is still owed (with a heading where `heading`), once its chunk arrived. */
export function Payments({ list, heading }: { list: PaymentList; heading?: boolean }) {
  const mod = useLoad(loadList, []);
  return mod.data ? <mod.data.PaymentsList list={list} heading={heading} /> : null;
}
