// The borrower's disbursement account (one per borrower).
import type { Db } from '../db/connection';
import type { BankAccount } from '../db/schema';

/** Stores (or replaces) the borrower's account. */
export async function saveAccount(
  db: Db,
  userId: number,
  v: { bankCode: string; accountNo: string; accountName: string },
  now: number,
): Promise<void> {
  const changes = { bank_code: v.bankCode, account_no: v.accountNo, account_name: v.accountName, updated_at: now };
  await db
    .insertInto('bank_account')
    .values({ user_id: userId, ...changes, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

/** The borrower's account, if saved. */
export function findAccount(db: Db, userId: number): Promise<BankAccount | undefined> {
  return db.selectFrom('bank_account').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Ids of other borrowers whose account has this number (at any bank: an e-wallet's is a mobile). */
export async function otherHoldersOf(db: Db, userId: number, accountNo: string): Promise<number[]> {
  const rows = await db
    .selectFrom('bank_account')
    .select('user_id')
    .where('account_no', '=', accountNo)
    .where('user_id', '!=', userId)
    .execute();
  return rows.map((r) => r.user_id);
}
