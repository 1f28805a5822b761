// Payment references (`repay_code`) and the payments received for them (`pay_event`).
import type { Insertable } from 'kysely';
import type { Db } from '../db/connection';
import type { RepayCodeRow, RepayCodeTable } from '../db/schema';
import type { PayInstructions } from '../pay/pay-provider';

/** The borrower's reference made with this Idempotency-Key, if any. */
export function findRepayCodeByKey(db: Db, userId: number, key: string): Promise<RepayCodeRow | undefined> {
  return db.selectFrom('repay_code').selectAll().where('user_id', '=', userId).where('idem_key', '=', key).executeTakeFirst();
}

/** The reference row, if any. */
export function findRepayCode(db: Db, reference: string): Promise<RepayCodeRow | undefined> {
  return db.selectFrom('repay_code').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** True when the reference exists (for bill `billId` when given). */
export async function repayCodeExists(db: Db, reference: string, billId?: number): Promise<boolean> {
  let q = db.selectFrom('repay_code').select('reference').where('reference', '=', reference);
  if (billId !== undefined) q = q.where('bill_id', '=', billId);
  return Boolean(await q.executeTakeFirst());
}

/** Inserts a reference; returns its row. */
export function insertRepayCode(db: Db, row: Insertable<RepayCodeTable>): Promise<RepayCodeRow> {
  return db.insertInto('repay_code').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Records the gateway's answer for a reference still reserved as `reserved` (the first one recorded wins). */
export async function setPayCode(db: Db, reference: string, given: PayInstructions, reserved: string): Promise<void> {
  await db
    .updateTable('repay_code')
    .set({
      pay_code: given.payCode,
      checkout_url: given.checkoutUrl,
      bank_name: given.bank?.bankName ?? null,
      account_name: given.bank?.accountName ?? null,
      account_no: given.bank?.accountNo ?? null,
    })
    .where('reference', '=', reference)
    .where('pay_code', '=', reserved)
    .execute();
}

/** What was recorded about a reference since it was made: money received for it, its bill's status, a newer code. */
export interface CodeRecord {
  /** Centavos received for this reference. */
  received: number;
  /** The gateway's time of its latest payment, if any. */
  lastPaidAt: number | null;
  billStatus: number | null;
  /** A code for the same bill, registered with the gateway, was made after this one. */
  newer: boolean;
}

/** The record of `row` (`reserved` is the pay code of a reference never registered). */
export async function codeRecord(db: Db, row: RepayCodeRow, reserved: string): Promise<CodeRecord> {
  const [money, bill, newer] = await Promise.all([
    db
      .selectFrom('pay_event')
      .select((eb) => [eb.fn.sum<number | string>('amount').as('total'), eb.fn.max('paid_at').as('last')])
      .where('reference', '=', row.reference)
      .executeTakeFirst(),
    db.selectFrom('bill').select('status').where('id', '=', row.bill_id).executeTakeFirst(),
    // Newer by real time: the expiry is the real time it was made plus a constant, and the business clock may go back.
    db
      .selectFrom('repay_code')
      .select('reference')
      .where('bill_id', '=', row.bill_id)
      .where('expires_at', '>', row.expires_at)
      .where('pay_code', '!=', reserved)
      .limit(1)
      .executeTakeFirst(),
  ]);
  // PostgreSQL answers a sum of bigint as text.
  return {
    received: Number(money?.total ?? 0),
    lastPaidAt: money?.last == null ? null : Number(money.last),
    billStatus: bill?.status ?? null,
    newer: Boolean(newer),
  };
}

/** Expires now at most `limit` references still reserved as `reserved` whose expiry lies in (`realNow`, `upTo`]; answers how many. */
export async function expireReserved(db: Db, reserved: string, realNow: number, upTo: number, limit: number): Promise<number> {
  const r = await db
    .updateTable('repay_code')
    .set({ expires_at: realNow })
    .where('reference', 'in', (eb) =>
      eb
        .selectFrom('repay_code')
        .select('reference')
        .where('pay_code', '=', reserved)
        .where('expires_at', '>', realNow)
        .where('expires_at', '<=', upTo)
        .orderBy('expires_at')
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Records when a reference was first paid. */
export async function markRepayCodePaid(db: Db, reference: string, now: number): Promise<void> {
  await db.updateTable('repay_code').set({ paid_at: now }).where('reference', '=', reference).execute();
}

/** A payment as the gateway reported it. */
export interface PayEventIn {
  eventId: string;
  reference: string;
  amount: number;
  paidAt: number;
}

/** Records a payment event once; false when this event id was recorded before (a repeated callback). */
export async function insertPayEvent(db: Db, e: PayEventIn, receivedAt: number, source: string): Promise<boolean> {
  const fresh = await db
    .insertInto('pay_event')
    .values({ event_id: e.eventId, reference: e.reference, amount: e.amount, paid_at: e.paidAt, received_at: receivedAt, source })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return Boolean(fresh);
}
