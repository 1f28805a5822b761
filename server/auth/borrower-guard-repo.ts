// The wrong-code lock of each borrower for the codes sent to their own phone once signed in, one
// table per purpose (apart from sign-in's lock, which guards a phone, device and address).
import type { Db } from '../db/connection';

/** The guard tables, by what their codes confirm. */
export type GuardTable = 'phone_check_guard' | 'account_code_guard';

/** The guard of a borrower in `table` (no failures and no lock when none is stored). */
export async function readBorrowerGuard(
  db: Db,
  table: GuardTable,
  userId: number,
): Promise<{ failures: number; locked_until: number | null }> {
  return (
    (await db.selectFrom(table).select(['failures', 'locked_until']).where('user_id', '=', userId).executeTakeFirst()) ?? {
      failures: 0,
      locked_until: null,
    }
  );
}

/** Stores the guard of a borrower in `table`. */
export async function writeBorrowerGuard(
  db: Db,
  table: GuardTable,
  userId: number,
  failures: number,
  lockedUntil: number | null,
): Promise<void> {
  await db
    .insertInto(table)
    .values({ user_id: userId, failures, locked_until: lockedUntil })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ failures, locked_until: lockedUntil }))
    .execute();
}
