// Settling a bill (the repayment area calls it once the bill is paid in full): the bill closes and
// the borrower's limit grows by the growth rule of credit/credit-rule.ts. Call it inside the
// transaction that recorded the payment.
import { growCreditLimit } from '../credit/repo';
import type { Db } from '../db/connection';
import type { Bill } from '../db/schema';
import { type Actor, moveBill } from './bill-actions';

/** Moves `bill` to settled (30) and grows its borrower's limit. */
export async function settleBill(
  db: Db,
  bill: Bill,
  actor: Actor,
  now: number,
  policy: { creditGrowth: number; maxAmount: number },
): Promise<Bill> {
  const settled = await moveBill(db, bill, 'settle', actor, now);
  await growCreditLimit(db, bill.user_id, policy, now);
  return settled;
}
