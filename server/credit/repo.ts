// Granted credit limits (centavos) and what a borrower may still borrow.
import type { Db } from '../db/connection';
import { type CreditDecision, GROWTH_RULE, grownLimit } from './credit-rule';

/** Records the limit granted to a borrower (a later grant replaces it). */
export async function grantCreditLimit(db: Db, userId: number, d: CreditDecision, now: number): Promise<void> {
  const changes = { credit_limit: d.creditLimit, rule: d.rule, granted_at: now };
  await db
    .insertInto('credit_limit')
    .values({ user_id: userId, ...changes })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

/** The limit granted to the borrower in centavos; 0 before certification. */
export async function creditLimitOf(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('credit_limit').select('credit_limit').where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.credit_limit ?? 0);
}

/** Grows the borrower's limit after a settled loan by the growth rule; a borrower without a limit keeps none. */
export async function growCreditLimit(
  db: Db,
  userId: number,
  policy: { creditGrowth: number; maxAmount: number },
  now: number,
): Promise<void> {
  const row = await db.selectFrom('credit_limit').select('credit_limit').where('user_id', '=', userId).executeTakeFirst();
  if (!row) return;
  const next = grownLimit(Number(row.credit_limit), policy);
  if (next === Number(row.credit_limit)) return;
  await db
    .updateTable('credit_limit')
    .set({ credit_limit: next, rule: GROWTH_RULE, granted_at: now })
    .where('user_id', '=', userId)
    .execute();
}
