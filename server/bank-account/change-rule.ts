// When a new payout account takes effect. A loan's account is fixed when it is approved (see
// payout.ts): a change made while the open loan is under review reaches it, and so does one made
// after its payout bounced (sending it again fixes the account anew); once the loan is approved,
// awaiting its payout or paid out, it keeps its fixed account and the new one serves the next loan.
// The older third answer, `openLoan` (a loan not yet paid out goes to the new account), is gone: it
// let a change made between approval and payout redirect money already decided.
import type { AccountChangeAppliesTo } from '../../contract/certification';
import { BorrowStatus } from '../../contract/common';

const NOT_FIXED: readonly number[] = [BorrowStatus.Review, BorrowStatus.Failed];

/** What an account change made now reaches, given the status of the borrower's open bill (none: undefined). */
export function changeAppliesTo(openBillStatus: number | undefined): AccountChangeAppliesTo {
  return openBillStatus === undefined || NOT_FIXED.includes(openBillStatus) ? 'now' : 'nextLoan';
}
