// The bill state machine of PRODUCT.md section 3, the only place that says which status may follow
// which. Every change of a bill's status goes through `nextStatus`; anything not listed is refused.
import { AppError } from '../http/app-error';

/** Bill `borrowStatus` numbers by name. */
export const BILL = { REVIEW: 10, APPROVED: 20, SETTLED: 30, REPAYING: 40, OVERDUE: 50, REJECTED: 60, FAILED: 70 } as const;

/** A bill status. */
export type BillStatus = (typeof BILL)[keyof typeof BILL];

/** Every status, for exhaustive checks. */
export const BILL_STATUSES: readonly BillStatus[] = Object.values(BILL);

/** What happens to a bill. */
export type BillEvent = 'approve' | 'reject' | 'disburse' | 'fail' | 'retry' | 'overdue' | 'current' | 'extend' | 'settle';

/** Each event: the statuses it applies to and the status it leads to. */
export const TRANSITIONS: Record<BillEvent, { from: readonly BillStatus[]; to: BillStatus }> = {
  approve: { from: [BILL.REVIEW], to: BILL.APPROVED },
  // The operator may also give up on a bill whose money never reached the borrower.
  reject: { from: [BILL.REVIEW, BILL.FAILED], to: BILL.REJECTED },
  disburse: { from: [BILL.APPROVED], to: BILL.REPAYING },
  fail: { from: [BILL.APPROVED], to: BILL.FAILED },
  // `failBorrowHandler` after the borrower fixed the bank account: back to awaiting disbursement.
  retry: { from: [BILL.FAILED], to: BILL.APPROVED },
  overdue: { from: [BILL.REPAYING], to: BILL.OVERDUE },
  // The development clock went back before the due date (`ops clock reset`): the mark is undone.
  current: { from: [BILL.OVERDUE], to: BILL.REPAYING },
  // A paid extension moves the due date on, so an overdue bill is repaying again.
  extend: { from: [BILL.REPAYING, BILL.OVERDUE], to: BILL.REPAYING },
  settle: { from: [BILL.REPAYING, BILL.OVERDUE], to: BILL.SETTLED },
};

/** Statuses of the in-progress list (borrowType 0): the bill is open. */
export const OPEN_STATUSES: readonly BillStatus[] = [BILL.REVIEW, BILL.APPROVED, BILL.REPAYING, BILL.OVERDUE, BILL.FAILED];

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
