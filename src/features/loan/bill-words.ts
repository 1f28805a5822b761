import type { BorrowStatusCode } from '../../api/contract/common';
import type { MessageKey } from '../../i18n/message-key';
import './borrow-messages';

/** A bill's status in plain words (PRODUCT.md section 3 table). */
export function billStatusKey(status: BorrowStatusCode): MessageKey {
  return `borrow.status${status}`;
}

/** Whether a bill is being repaid (disbursed or overdue), so its repay page applies. */
export function isRepaying(status: BorrowStatusCode): boolean {
  return status === 40 || status === 50;
}
