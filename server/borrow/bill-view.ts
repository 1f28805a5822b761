// Bills as the app sees them (PRODUCT.md section 8, `GET /borrow/bill` and `borrowStatus`).
import { BorrowStatus } from '../../contract/common';
import type { Bill as BillAnswer, Disclosure, OpenBill } from '../../contract/borrow';
import type { Bill } from '../db/schema';
import { daysLeft } from '../rules/manila-days';
import { DAY_MS } from '../time';
import { type BillStatus, isRepayable } from '../bill/bill-states';

/**
 * True when a disbursed, unsettled bill is past its due date at `now`. Derived from the due date, not
 * from the stored 40 or 50: the sweep writes the mark a moment later, and undoes it when the
 * development clock goes back (PRODUCT.md section 8: overdue state follows the business clock both ways).
 */
export function isOverdue(bill: Bill, now: number): boolean {
  return isRepayable(bill.status) && bill.due_date !== null && now > bill.due_date;
}

/** The status the borrower is shown: repaying (40) or overdue (50) by the clock, whatever the sweep wrote so far. */
export function shownStatus(bill: Bill, now: number): BillStatus {
  if (isRepayable(bill.status)) return isOverdue(bill, now) ? BorrowStatus.Overdue : BorrowStatus.Repaying;
  return bill.status as BillStatus;
}

/** What the borrower still owes; before disbursement, the quoted total. */
export function repayableOf(bill: Bill): number {
  return Math.max(0, bill.total_repayable - bill.paid);
}

/** The disclosure the borrower accepted; its due date is the bill's once disbursed, else the preview from today. */
export function disclosureOf(bill: Bill, now: number): Disclosure {
  return { ...JSON.parse(bill.disclosure), dueDate: bill.due_date ?? now + bill.term * DAY_MS };
}

/** One bill of the order list at `now`: what it owes (`owedOf`), what was `received` for it, its disclosure statement. */
export function billAnswer(bill: Bill, now: number, owed: OwedNow, received: number): BillAnswer {
  return {
    borrowId: String(bill.id),
    repayId: bill.repay_id,
    productName: bill.product_name,
    amount: bill.amount,
    term: bill.term,
    borrowStatus: shownStatus(bill, now),
    applyTime: bill.apply_time,
    dueDate: bill.due_date,
    ...owed,
    paid: received,
    ...(bill.status === BorrowStatus.Settled && bill.closed_at !== null && { settledAt: bill.closed_at }),
    disclosure: disclosureOf(bill, now),
  };
}

/** The open bill as Home shows it at `now`: what it owes, its due date and the Manila days left (null before disbursement). */
export function openBillAnswer(bill: Bill, now: number, owed: OwedNow): OpenBill {
  return {
    borrowId: String(bill.id),
    borrowStatus: shownStatus(bill, now),
    overdue: isOverdue(bill, now),
    repayId: bill.repay_id,
    dueDate: bill.due_date,
    daysLeft: bill.due_date === null ? null : daysLeft(bill.due_date, now),
    ...owed,
  };
}

/**
 * What a disbursed bill owes at `now`: in all, its unpaid overdue fee and the overdue days charged (the
 * repay page's figures). Declared by the views that show it; the ledger below repay/ answers it.
 */
export interface OwedNow {
  repayable: number;
  overdueFee: number;
  overdueDays: number;
}
