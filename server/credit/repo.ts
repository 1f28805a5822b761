// Granted credit limits (centavos) and what a borrower may still borrow.
import type { CreditInfo } from '../../src/api/contract/borrow';
import type { Db } from '../db/connection';
import type { CreditDecision } from './credit-rule';

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
 * `{creditLimit, availableLimit, locked}` in centavos; zeros before certification. Until loans
 * exist nothing is drawn and nothing is overdue: the loan area subtracts open bills and locks the
 * limit of an overdue borrower (spec section 8's overdue message).
 */
export async function readCreditInfo(db: Db, userId: number): Promise<CreditInfo> {
  const row = await db.selectFrom('credit_limit').select('credit_limit').where('user_id', '=', userId).executeTakeFirst();
  const creditLimit = Number(row?.credit_limit ?? 0);
  return { creditLimit, availableLimit: creditLimit, locked: false };
}
