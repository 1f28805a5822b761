// `failBorrowHandler`: a disbursement failed (70) because of the bank account; once the borrower
// changed the account (`/modify-bank-info`), the bill goes back to awaiting disbursement (20).
import { BorrowStatus } from '../../contract/common';
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import type { Bill } from '../db/schema';
import { AppError } from '../app-error';
import { findAccount } from '../bank-account/repo';
import { moveBill } from './bill-actions';
import { findBill } from '../bill/repo';

/** Retries the caller's failed bill; another borrower's bill is answered as not found. */
export function retryDisbursement(db: Db, userId: number, billId: number, now: number): Promise<Bill> {
  return serializable(db, async (trx) => {
    const bill = await findBill(trx, billId);
    if (!bill || bill.user_id !== userId) throw new AppError(404, 'billNotFound');
    // The money bounced off the old account: retrying makes sense only once the account changed.
    const account = await findAccount(trx, userId);
    if (bill.status === BorrowStatus.Failed && (!account || account.updated_at <= bill.status_at))
      throw new AppError(409, 'bankAccountUnchanged');
    return moveBill(trx, bill, 'retry', 'borrower', now);
  });
}
