// The gateway's callback (PRODUCT.md section 8), for the route and `ops pay` alike: verify the
// signature on the raw body against real time, read the event, apply it. A refusal is an HTTP
// status with `{"ok": false}`, never 200, which a gateway reads as delivered.
import type { PayCallback, PayCallbackAnswer } from '../../contract/repay';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { jsonObjectOf } from '../http/json-text';
import { applyPayment, type PaySource } from './payment-service';
import { madeAt } from './code-service';
import { SIGNATURE_WINDOW_MS, verifyPayment } from './pay-signature';
import { findRepayCode } from './repay-code-repo';

/** HTTP status and plain JSON answer of one delivery. */
export type CallbackResult = { status: 200 | 400 | 401; body: PayCallbackAnswer | { ok: false } };

/** The event in a body, or null unless it is a JSON object (not too deep) with every field of the right kind. */
export function readEvent(raw: string): PayCallback | null {
  const e = jsonObjectOf(raw);
  if (!e) return null;
  const str = (x: unknown) => typeof x === 'string' && x.length > 0 && x.length <= 128;
  const ok =
    str(e.eventId) && str(e.reference) && Number.isSafeInteger(e.amount) && (e.amount as number) > 0 && Number.isSafeInteger(e.paidAt);
  return ok
    ? {
        eventId: e.eventId as string,
        reference: (e.reference as string).toUpperCase(),
        amount: e.amount as number,
        paidAt: e.paidAt as number,
      }
    : null;
}

/** How far ahead of real time a payment's time may be: a gateway's clock may run as fast as its signature's window allows. */
export const PAID_AT_AHEAD_MS = SIGNATURE_WINDOW_MS;

/**
 * True when the payment's time could be true: not ahead of real time by more than
 * {@link PAID_AT_AHEAD_MS}, and not before its reference was made (after the epoch when the
 * reference is unknown: that money is kept to refund, its time is only a record).
 */
async function paidInTime(db: Db, e: PayCallback, realNow: number): Promise<boolean> {
  if (e.paidAt > realNow + PAID_AT_AHEAD_MS) return false;
  const code = await findRepayCode(db, e.reference);
  return e.paidAt >= (code ? madeAt(code) : 1);
}

/** One delivery: 401 and nothing changes unless the signature is good and fresh; 400 unless the body is the event, paid in time. */
export async function receiveCallback(
  deps: { db: Db; config: Config },
  raw: string,
  signature: string | undefined,
  clocks: { realNow: number; businessNow: number },
  source: PaySource,
): Promise<CallbackResult> {
  if (!verifyPayment(deps.config.paySecret, signature, raw, clocks.realNow)) return { status: 401, body: { ok: false } };
  const event = readEvent(raw);
  if (!event || !(await paidInTime(deps.db, event, clocks.realNow))) return { status: 400, body: { ok: false } };
  return { status: 200, body: await applyPayment(deps.db, deps.config, event, source, clocks) };
}
