// When a new disbursement account takes effect. A loan is paid out to the account on file at the
// moment its money leaves: a bill still under review, awaiting disbursement or whose payout bounced
// has not been paid, so the new account receives it; a bill already paid out keeps the account its
// money went to (repayment does not use the account), and the new account serves the next loan.
import type { AccountChangeAppliesTo } from '../../contract/certification';
import { BorrowStatus } from '../../contract/common';

const NOT_PAID_OUT: readonly number[] = [BorrowStatus.Review, BorrowStatus.Approved, BorrowStatus.Failed];

/** What an account change made now reaches, given the status of the borrower's open bill (none: undefined). */
export function changeAppliesTo(openBillStatus: number | undefined): AccountChangeAppliesTo {
  if (openBillStatus === undefined) return 'now';
  return NOT_PAID_OUT.includes(openBillStatus) ? 'openLoan' : 'nextLoan';
}
