// Changes of payout account held for the operator (`account_change`): the number is another
// borrower's account.
import type { Db } from '../db/connection';
import { decideOnce } from '../db/decide-once';
import type { AccountChange } from '../db/schema';

/** Records a held change; answers its id. */
export async function insertHeldChange(
  db: Db,
  userId: number,
  a: { bankCode: string; accountNo: string; accountName: string },
  now: number,
): Promise<number> {
  const { id } = await db
    .insertInto('account_change')
    .values({
      user_id: userId,
      bank_code: a.bankCode,
      account_no: a.accountNo,
      account_name: a.accountName,
      status: 'held',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Marks the borrower's waiting changes withdrawn: a newer change replaces them. */
export async function withdrawHeldChanges(db: Db, userId: number, now: number): Promise<void> {
  await db
    .updateTable('account_change')
    .set({ status: 'withdrawn', decided_at: now })
    .where('user_id', '=', userId)
    .where('status', '=', 'held')
    .execute();
}

/** The borrower's waiting change, if any. */
export function findHeldChangeOf(db: Db, userId: number): Promise<AccountChange | undefined> {
  return db.selectFrom('account_change').selectAll().where('user_id', '=', userId).where('status', '=', 'held').executeTakeFirst();
}

/** A held change by id, if any (whatever its status: callers check). */
export function findChange(db: Db, id: number): Promise<AccountChange | undefined> {
  return db.selectFrom('account_change').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every change still waiting, oldest first (the operator's queue). */
export function listHeldChanges(db: Db, limit = 200): Promise<AccountChange[]> {
  return db.selectFrom('account_change').selectAll().where('status', '=', 'held').orderBy('id').limit(limit).execute();
}

/** Decides a waiting change; false when it was decided (or withdrawn) first. */
export function decideChange(db: Db, id: number, status: 'released' | 'refused', now: number): Promise<boolean> {
  return decideOnce(db, 'account_change', id, 'held', status, now);
}
