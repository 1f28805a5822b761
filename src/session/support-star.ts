// The support-email star of spec section 4 and PRODUCT.md section 3: it marks a borrower with a
// settled loan (30), nothing in progress and no failed disbursement (70), so support answers them first.
import type { Bill } from '../../contract/borrow';
import { BorrowStatus } from '../../contract/common';

type Status = Pick<Bill, 'borrowStatus'>;

/** True when the support email subject gets the star: no bill 70, none in progress, some completed bill 30. */
export function deservesStar(inProgress: readonly Status[], completed: readonly Status[]): boolean {
  const all = [...inProgress, ...completed];
  if (all.some((b) => b.borrowStatus === BorrowStatus.Failed)) return false;
  return inProgress.length === 0 && completed.some((b) => b.borrowStatus === BorrowStatus.Settled);
}

/** The star put in front of the subject. */
export const STAR = '★';

/** The support email subject: `subject`, starred when the rule holds. */
export function supportSubject(subject: string, starred: boolean): string {
  return starred ? `${STAR} ${subject}` : subject;
}
