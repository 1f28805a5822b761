// The bill state machine of PRODUCT.md section 3, the only place that says which status may follow
// which. Every change of a bill's status goes through `nextStatus`; anything not listed is refused.
import { BEING_REPAID } from '../../contract/bill-status';
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
  extend: { from: BEING_REPAID, to: BorrowStatus.Repaying },
  settle: { from: BEING_REPAID, to: BorrowStatus.Settled },
};

/** Each status in the operator's words (`ops bills`, and what a move led to). */
export const STATUS_WORDS: Readonly<Record<BillStatus, string>> = {
  [BorrowStatus.Review]: 'under review',
  [BorrowStatus.Approved]: 'approved',
  [BorrowStatus.Settled]: 'settled',
  [BorrowStatus.Repaying]: 'repaying',
  [BorrowStatus.Overdue]: 'overdue',
  [BorrowStatus.Rejected]: 'rejected',
  [BorrowStatus.Failed]: 'disbursement failed',
};

/** A status as an operator reads it: its number and words, `10 under review` (the number alone when unknown). */
export function statusText(status: number): string {
  const words = STATUS_WORDS[status as BillStatus];
  return words ? `${status} ${words}` : String(status);
}

/** The move an event makes, by numbers, as the operator's help gives it: `10 or 70 -> 60`. */
export function moveText(event: BillEvent): string {
  const t = TRANSITIONS[event];
  return `${t.from.join(' or ')} -> ${t.to}`;
}

/** Statuses a payment can settle: the bill is being repaid (repaying or overdue). */
export const REPAYABLE: readonly BillStatus[] = TRANSITIONS.settle.from;

/** True when a payment can settle a bill in `status`: it is being repaid (repaying or overdue). */
export function isRepayable(status: number): boolean {
  return nextStatus(status, 'settle') !== undefined;
}

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
