// PayMongo's webhook events at `POST /api/pay/paymongo`: the `Paymongo-Signature` checked on the raw
// body (a live server takes only live events), then `payment.paid` through the same ledger path as our
// own callback, keyed by PayMongo's payment id so a payment counts once however often its event comes.
// `payment.failed` moves no money; the borrower may try again. PayMongo retries any answer but 2xx,
// so a refusal is 400 or 401 and a failure of ours 500 (thrown), never 200.
import type { PayCallbackAnswer } from '../../contract/repay';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { jsonObjectOf } from '../http/json-text';
import { findIntentById, setIntentStatus } from '../pay/paymongo-intent-repo';
import { verifyPaymongo } from '../pay/paymongo-signature';
import { SECOND_MS } from '../time';
import { applyPayment } from './payment-service';

/** HTTP status and plain JSON answer of one delivery. */
export type PaymongoResult = { status: 200 | 400 | 401; body: PayCallbackAnswer | { ok: true; ignored: true } | { ok: false } };

/** What we read of an event. */
interface PaymongoEvent {
  type: string;
  livemode: boolean;
  paymentId: string;
  intentId: string;
  amount: number;
  paidAt: number | null;
}

const ID = /^[A-Za-z0-9_]{1,64}$/;

/** The event in a body, or null unless it is PayMongo's shape with a payment inside. */
export function readPaymongoEvent(raw: string): PaymongoEvent | null {
  const b = jsonObjectOf(raw);
  if (!b) return null;
  const event = (b as { data?: { attributes?: Record<string, unknown> } }).data?.attributes;
  const payment = (event?.data ?? null) as { id?: unknown; attributes?: Record<string, unknown> } | null;
  const p = payment?.attributes;
  if (!event || typeof event.type !== 'string' || typeof event.livemode !== 'boolean' || !p) return null;
  const { amount, currency, paid_at: paidAt, payment_intent_id: intentId } = p;
  if (typeof payment?.id !== 'string' || !ID.test(payment.id) || typeof intentId !== 'string' || !ID.test(intentId)) return null;
  if (!Number.isSafeInteger(amount) || (amount as number) <= 0 || currency !== 'PHP') return null;
  return {
    type: event.type,
    livemode: event.livemode,
    paymentId: payment.id,
    intentId,
    amount: amount as number,
    paidAt: Number.isSafeInteger(paidAt) ? (paidAt as number) * SECOND_MS : null,
  };
}

/** One delivery: 401 unless signed in our mode and fresh; 400 unless a payment event of our mode; else applied or noted. */
export async function receivePaymongo(
  deps: { db: Db; config: Config },
  raw: string,
  signature: string | undefined,
  clocks: { realNow: number; businessNow: number },
): Promise<PaymongoResult> {
  const pm = deps.config.paymongo;
  if (!pm || !verifyPaymongo(pm.webhookSecret, pm.mode, signature, raw, clocks.realNow)) return { status: 401, body: { ok: false } };
  const e = readPaymongoEvent(raw);
  if (!e || e.livemode !== (pm.mode === 'live')) return { status: 400, body: { ok: false } };
  if (e.type !== 'payment.paid' && e.type !== 'payment.failed') return { status: 200, body: { ok: true, ignored: true } };
  const intent = await findIntentById(deps.db, e.intentId);
  if (e.type === 'payment.failed') {
    if (intent?.status === 'open') await setIntentStatus(deps.db, e.intentId, 'failed');
    return { status: 200, body: { ok: true } };
  }
  // Money for an intent we never made is still money: kept under PayMongo's id, to match or refund.
  const reference = intent?.reference ?? `PAYMONGO-${e.intentId}`;
  // A payment's time is a record: PayMongo's, never ahead of real time.
  const paidAt = Math.min(e.paidAt ?? clocks.realNow, clocks.realNow);
  const body = await applyPayment(deps.db, deps.config, { eventId: e.paymentId, reference, amount: e.amount, paidAt }, 'paymongo', clocks);
  if (intent) await setIntentStatus(deps.db, e.intentId, 'paid');
  return { status: 200, body };
}
