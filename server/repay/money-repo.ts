// Where each payment's money went: the event's accounting (applied, overpaid, unmatched), the refunds
// of overpayments, the payments of a bill, and the totals an operator checks against money received.
import type { Db } from '../db/connection';
import type { PayEventRow, RefundRow } from '../db/schema';

/** How one event's money was booked: applied + overpaid + unmatched is its amount. */
export interface EventBooking {
  billId: number | null;
  kind: 'repay' | 'extend' | null;
  applied: number;
  overpaid: number;
  unmatched: number;
  flagged: boolean;
  owedAfter: number | null;
  matchedAt?: number;
}

/** Records where an event's money went. */
export async function bookPayEvent(db: Db, eventId: string, b: EventBooking): Promise<void> {
  await db
    .updateTable('pay_event')
    .set({
      bill_id: b.billId,
      kind: b.kind,
      applied: b.applied,
      overpaid: b.overpaid,
      unmatched: b.unmatched,
      flagged: b.flagged ? 1 : 0,
      owed_after: b.owedAfter,
      ...(b.matchedAt !== undefined && { matched_at: b.matchedAt }),
    })
    .where('event_id', '=', eventId)
    .execute();
}

/** One event, if recorded. */
export function findPayEvent(db: Db, eventId: string): Promise<PayEventRow | undefined> {
  return db.selectFrom('pay_event').selectAll().where('event_id', '=', eventId).executeTakeFirst();
}

/** Every event still holding unmatched money, oldest first. */
export function listUnmatched(db: Db): Promise<PayEventRow[]> {
  return db.selectFrom('pay_event').selectAll().where('unmatched', '>', 0).orderBy('received_at').orderBy('event_id').execute();
}

/** Records the overpaid part of an event as a refund to send. */
export async function insertRefund(
  db: Db,
  r: { billId: number; userId: number; eventId: string; amount: number; now: number },
): Promise<void> {
  await db
    .insertInto('refund')
    .values({ bill_id: r.billId, user_id: r.userId, event_id: r.eventId, amount: r.amount, status: 'pending', created_at: r.now })
    .execute();
}

/** Every refund, pending first, oldest first. */
export function listRefunds(db: Db): Promise<RefundRow[]> {
  return db.selectFrom('refund').selectAll().orderBy('status').orderBy('id').execute();
}

/** One refund, if any. */
export function findRefund(db: Db, id: number): Promise<RefundRow | undefined> {
  return db.selectFrom('refund').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Claims a pending refund for one run to ask the pay provider for it: false while another run's claim,
 * younger than `staleMs`, stands, or when it is no longer pending.
 */
export async function claimRefund(db: Db, id: number, now: number, staleMs: number): Promise<boolean> {
  const r = await db
    .updateTable('refund')
    .set({ sending_since: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((w) => w.or([w('sending_since', 'is', null), w('sending_since', '<', now - staleMs)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Lets a claimed refund be sent again at once, after the provider refused it. */
export async function releaseRefund(db: Db, id: number): Promise<void> {
  await db.updateTable('refund').set({ sending_since: null }).where('id', '=', id).where('status', '=', 'pending').execute();
}

/** Marks a pending refund sent; false when it was not pending (sent meanwhile). */
export async function markRefundSent(db: Db, id: number, now: number, providerRef: string | null): Promise<boolean> {
  const r = await db
    .updateTable('refund')
    .set({ status: 'sent', sent_at: now, provider_ref: providerRef })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A refund with the source of the payment it came with (`paymongo`, `callback`, `ops`). */
export type RefundWithSource = RefundRow & { source: string | null };

/** The refunds of these bills, by bill id, each with its payment's source. */
export async function refundsOfBills(db: Db, billIds: readonly number[]): Promise<Map<number, RefundWithSource[]>> {
  const out = new Map<number, RefundWithSource[]>();
  if (billIds.length === 0) return out;
  const rows = await db
    .selectFrom('refund')
    .leftJoin('pay_event', 'pay_event.event_id', 'refund.event_id')
    .selectAll('refund')
    .select('pay_event.source')
    .where('refund.bill_id', 'in', billIds)
    .orderBy('refund.id')
    .execute();
  for (const r of rows) out.set(r.bill_id, [...(out.get(r.bill_id) ?? []), r]);
  return out;
}

/** A payment of a bill with how it was asked for (null for money matched by an operator). */
export type BillPayment = PayEventRow & { channel: string | null; code_kind: 'repay' | 'extend' | null };

/** The payments received for a bill, newest first. */
export function paymentsOfBill(db: Db, billId: number): Promise<BillPayment[]> {
  return db
    .selectFrom('pay_event')
    .leftJoin('repay_code', 'repay_code.reference', 'pay_event.reference')
    .selectAll('pay_event')
    .select(['repay_code.channel as channel', 'repay_code.kind as code_kind'])
    .where('pay_event.bill_id', '=', billId)
    .orderBy('pay_event.paid_at', 'desc')
    .orderBy('pay_event.event_id')
    .execute();
}

/** The money of every event, in centavos: received, and where it went (applied, overpaid, unmatched); refunds sent. */
export interface MoneyTotals {
  received: number;
  applied: number;
  overpaid: number;
  unmatched: number;
  refundSent: number;
}

/** The totals over all events and refunds. */
export async function moneyTotals(db: Db): Promise<MoneyTotals> {
  const e = await db
    .selectFrom('pay_event')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.lit(0)).as('received'),
      eb.fn.coalesce(eb.fn.sum<number | string>('applied'), eb.lit(0)).as('applied'),
      eb.fn.coalesce(eb.fn.sum<number | string>('overpaid'), eb.lit(0)).as('overpaid'),
      eb.fn.coalesce(eb.fn.sum<number | string>('unmatched'), eb.lit(0)).as('unmatched'),
    ])
    .executeTakeFirstOrThrow();
  const r = await db
    .selectFrom('refund')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.lit(0)).as('sent'))
    .where('status', '=', 'sent')
    .executeTakeFirstOrThrow();
  // PostgreSQL answers a sum of bigint as text.
  return {
    received: Number(e.received),
    applied: Number(e.applied),
    overpaid: Number(e.overpaid),
    unmatched: Number(e.unmatched),
    refundSent: Number(r.sent),
  };
}

/** Centavos received for each of these bills (unmatched money excluded until matched); a bill nobody paid is absent. */
export async function receivedFor(db: Db, billIds: readonly number[]): Promise<Map<number, number>> {
  if (billIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('pay_event')
    .select((eb) => ['bill_id', eb.fn.sum<number | string>('amount').as('total')])
    .where('bill_id', 'in', billIds)
    .groupBy('bill_id')
    .execute();
  return new Map(rows.map((r) => [r.bill_id as number, Number(r.total)]));
}
