// The account each bill is paid to (`bill_payout`): fixed at approval, stamped when the money leaves.
import type { Db } from '../db/connection';
import type { BillPayout } from '../db/schema';

/** The account fields a payout row keeps. */
export interface PayoutAccount {
  bank_code: string;
  bank_name: string;
  account_no: string;
  account_name: string;
}

/** Fixes (or fixes again, after a bounced payout) the account bill `billId` will be paid to. */
export async function fixPayoutRow(db: Db, billId: number, a: PayoutAccount, now: number): Promise<void> {
  const row = { ...a, fixed_at: now, sent_at: null };
  await db
    .insertInto('bill_payout')
    .values({ bill_id: billId, ...row })
    .onConflict((oc) => oc.column('bill_id').doUpdateSet(row))
    .execute();
}

/** Stamps the moment the money left for bill `billId`; the row as it now is. */
export function markPayoutSent(db: Db, billId: number, now: number): Promise<BillPayout | undefined> {
  return db.updateTable('bill_payout').set({ sent_at: now }).where('bill_id', '=', billId).returningAll().executeTakeFirst();
}

/** Bill `billId`'s payout row, if any. */
export function findPayoutRow(db: Db, billId: number): Promise<BillPayout | undefined> {
  return db.selectFrom('bill_payout').selectAll().where('bill_id', '=', billId).executeTakeFirst();
}

/** The payout rows of the money already sent for these bills. */
export async function sentPayoutRows(db: Db, billIds: number[]): Promise<BillPayout[]> {
  if (!billIds.length) return [];
  return db.selectFrom('bill_payout').selectAll().where('bill_id', 'in', billIds).where('sent_at', 'is not', null).execute();
}
