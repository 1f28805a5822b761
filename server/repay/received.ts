// Money received for bills: every payment event of their references, as the gateway reported it
// (an overpayment to refund included: money received always counts).
import type { Db } from '../db/connection';

/** Centavos received for each of these bills; a bill nobody paid is absent. */
export async function receivedFor(db: Db, billIds: readonly number[]): Promise<Map<number, number>> {
  if (billIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('pay_event')
    .innerJoin('repay_code', 'repay_code.reference', 'pay_event.reference')
    .select((eb) => ['repay_code.bill_id as billId', eb.fn.sum<number | string>('pay_event.amount').as('total')])
    .where('repay_code.bill_id', 'in', billIds)
    .groupBy('repay_code.bill_id')
    .execute();
  // PostgreSQL answers a sum of bigint as text.
  return new Map(rows.map((r) => [r.billId, Number(r.total)]));
}
