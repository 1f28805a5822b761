// What a bill owes at business time `now`, for Home's current bill and the order list alike: the
// ledger's figures (the repay page's) once disbursed, the quoted total before.
import type { PricingConfig } from '../pricing/product';
import type { Db } from '../db/connection';
import type { Bill } from '../db/schema';
import { owedNow } from '../repay/ledger-repo';
import { isRepayable } from '../bill/bill-states';
import { type OwedNow, repayableOf } from '../borrow/bill-view';

/** What `bill` owes now, with its overdue days and unpaid overdue fee (none before disbursement or once closed). */
export function owedOf(db: Db, pricing: PricingConfig, bill: Bill, now: number): Promise<OwedNow> {
  // Only the open bill (one per borrower) can be disbursed and unsettled: one ledger read at most per answer.
  return isRepayable(bill.status)
    ? owedNow(db, pricing, bill, now)
    : Promise.resolve({ repayable: repayableOf(bill), overdueFee: 0, overdueDays: 0 });
}
