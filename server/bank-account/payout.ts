// The payout account on record. A bill's account is fixed when it is approved (and again when a
// bounced payout is sent once more, after the borrower changed the account); disbursement pays that
// fixed account and stamps it sent in the transaction that moves the bill. A change of account after
// approval therefore never reaches the money already decided: it serves the next loan.
import type { Payout } from '../../contract/borrow';
import type { Db } from '../db/connection';
import type { BillPayout } from '../db/schema';
import { maskAccountNo } from './account-rules';
import { findBank } from './banks';
import { findPayoutRow, fixPayoutRow, markPayoutSent, sentPayoutRows } from './payout-repo';
import { findAccount } from './repo';

/** Fixes the borrower's account on file as the one bill `billId` is paid to; false when they have none. */
export async function fixPayoutAccount(trx: Db, bill: { id: number; user_id: number }, now: number): Promise<boolean> {
  const a = await findAccount(trx, bill.user_id);
  if (!a) return false;
  const bankName = findBank(a.bank_code)?.bankName ?? a.bank_code;
  await fixPayoutRow(
    trx,
    bill.id,
    { bank_code: a.bank_code, bank_name: bankName, account_no: a.account_no, account_name: a.account_name },
    now,
  );
  return true;
}

/**
 * Records the money of bill `billId` sent at `now` to its fixed account (fixing the account on file
 * first for a bill approved before accounts were fixed); the row, undefined for a borrower without one.
 */
export async function recordPayoutSent(trx: Db, bill: { id: number; user_id: number }, now: number): Promise<BillPayout | undefined> {
  if (!(await findPayoutRow(trx, bill.id))) await fixPayoutAccount(trx, bill, now);
  return markPayoutSent(trx, bill.id, now);
}

/** A payout row as the borrower and the messages show it: bank name, masked number, holder, when sent. */
export function shownPayout(row: BillPayout): Payout | undefined {
  if (row.sent_at === null) return undefined;
  return {
    bankName: row.bank_name ?? findBank(row.bank_code)?.bankName ?? row.bank_code,
    accountNo: maskAccountNo(row.account_no),
    accountName: row.account_name,
    sentAt: row.sent_at,
  };
}

/** The account bill `billId` was paid to (for the `disbursed` message and the order); undefined before disbursement. */
export async function payoutOf(db: Db, billId: number): Promise<Payout | undefined> {
  const row = await findPayoutRow(db, billId);
  return row && shownPayout(row);
}

/** The accounts these bills were paid to, by bill id (bills not paid out, or paid before accounts were kept, are absent). */
export async function payoutsOf(db: Db, billIds: number[]): Promise<Map<number, Payout>> {
  const out = new Map<number, Payout>();
  for (const row of await sentPayoutRows(db, billIds)) {
    const p = shownPayout(row);
    if (p) out.set(row.bill_id, p);
  }
  return out;
}
