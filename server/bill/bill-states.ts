// The bill state machine of PRODUCT.md section 3, the only place that says which status may follow
// which. Every change of a bill's status goes through `nextStatus`; anything not listed is refused.
import { BorrowStatus } from '../../contract/common';
import { AppError } from '../app-error';

/** A bill status. */
export type BillStatus = BorrowStatus;

/** Every status, for exhaustive checks. */
export const BILL_STATUSES: readonly BillStatus[] = Object.values(BorrowStatus).filter((v): v is BorrowStatus => typeof v === 'number');

/** What happens to a bill. */
export type BillEvent = 'approve' | 'reject' | 'disburse' | 'fail' | 'retry' | 'overdue' | 'current' | 'extend' | 'settle';

/** Each event: the statuses it applies to and the status it leads to. */
export const TRANSITIONS: Record<BillEvent, { from: readonly BillStatus[]; to: BillStatus }> = {
  approve: { from: [BorrowStatus.Review], to: BorrowStatus.Approved },
  // The operator may also give up on a bill whose money never reached the borrower.
  reject: { from: [BorrowStatus.Review, BorrowStatus.Failed], to: BorrowStatus.Rejected },
  disburse: { from: [BorrowStatus.Approved], to: BorrowStatus.Repaying },
  fail: { from: [BorrowStatus.Approved], to: BorrowStatus.Failed },
  // `failBorrowHandler` after the borrower fixed the bank account: back to awaiting disbursement.
  retry: { from: [BorrowStatus.Failed], to: BorrowStatus.Approved },
  overdue: { from: [BorrowStatus.Repaying], to: BorrowStatus.Overdue },
  // The development clock went back before the due date (`ops clock reset`): the mark is undone.
  current: { from: [BorrowStatus.Overdue], to: BorrowStatus.Repaying },
  // A paid extension moves the due date on, so an overdue bill is repaying again.
  extend: { from: [BorrowStatus.Repaying, BorrowStatus.Overdue], to: BorrowStatus.Repaying },
  settle: { from: [BorrowStatus.Repaying, BorrowStatus.Overdue], to: BorrowStatus.Settled },
};

/** Statuses of the in-progress list (borrowType 0): the bill is open. */
export const OPEN_STATUSES: readonly BillStatus[] = [
  BorrowStatus.Review,
  BorrowStatus.Approved,
  BorrowStatus.Repaying,
  BorrowStatus.Overdue,
  BorrowStatus.Failed,
];

/** True when a bill in this status is still open (one open bill per borrower). */
export function isOpen(status: number): boolean {
  return (OPEN_STATUSES as readonly number[]).includes(status);
}

/** The status `event` leads to from `from`, or undefined when it is not allowed. */
export function nextStatus(from: number, event: BillEvent): BillStatus | undefined {
  const t = TRANSITIONS[event];
  return (t.from as readonly number[]).includes(from) ? t.to : undefined;
}

/** True when some event moves a bill from `from` to `to`. */
export function canMove(from: number, to: number): boolean {
  return Object.values(TRANSITIONS).some((t) => t.to === to && (t.from as readonly number[]).includes(from));
}

/** The status `event` leads to; throws code 409 `billTransition` when it may not happen now. */
export function requireNext(from: number, event: BillEvent): BillStatus {
  const to = nextStatus(from, event);
  if (to === undefined) throw new AppError(409, 'billTransition', { status: from }, { borrowStatus: from });
  return to;
}
