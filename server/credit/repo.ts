// Granted credit limits (centavos) and what a borrower may still borrow.
import type { CreditInfo } from '../../contract/borrow';
import type { Db } from '../db/connection';
import { isOverdue } from '../borrow/bill-view';
import { findOpenBill } from '../borrow/repo';
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

/**
 * `{creditLimit, availableLimit, locked}` in centavos; zeros before certification. The open bill's
 * principal is drawn from the limit, and an overdue bill locks it (available 0; spec section 8's
 * overdue message).
 */
export async function readCreditInfo(db: Db, userId: number, now: number): Promise<Omit<CreditInfo, 'nextGrowth' | 'limitCap'>> {
  const row = await db.selectFrom('credit_limit').select('credit_limit').where('user_id', '=', userId).executeTakeFirst();
  const creditLimit = Number(row?.credit_limit ?? 0);
  const open = await findOpenBill(db, userId);
  const locked = open !== undefined && isOverdue(open, now);
  return { creditLimit, availableLimit: locked ? 0 : Math.max(0, creditLimit - (open?.amount ?? 0)), locked };
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
