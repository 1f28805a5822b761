// The wrong-code lock of each borrower's account-change codes (apart from sign-in's and the phone
// check's); the sent codes are kept by auth/code-repo.ts.
import type { Db } from '../db/connection';

/** The guard of a borrower (no failures and no lock when none is stored). */
export async function readCodeGuard(db: Db, userId: number): Promise<{ failures: number; locked_until: number | null }> {
  return (
    (await db.selectFrom('account_code_guard').select(['failures', 'locked_until']).where('user_id', '=', userId).executeTakeFirst()) ?? {
      failures: 0,
      locked_until: null,
    }
  );
}

/** Stores the guard of a borrower. */
export async function writeCodeGuard(db: Db, userId: number, failures: number, lockedUntil: number | null): Promise<void> {
  await db
    .insertInto('account_code_guard')
    .values({ user_id: userId, failures, locked_until: lockedUntil })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ failures, locked_until: lockedUntil }))
    .execute();
}
