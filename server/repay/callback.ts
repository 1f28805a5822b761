// The gateway's callback (PRODUCT.md section 8), for the route and `ops pay` alike: verify the
// signature on the raw body against real time, read the event, apply it.
import type { PayCallback, PayCallbackAnswer } from '../../src/api/contract/repay';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { applyPayment, type PaySource } from './payment-service';
import { verifyPayment } from './pay-signature';

/** HTTP status and plain JSON answer of one delivery. */
export type CallbackResult = { status: 200 | 400 | 401; body: PayCallbackAnswer | { ok: false; error: string } };

/** The event in a body, or null when a field is missing or of the wrong kind. */
export function readEvent(raw: string): PayCallback | null {
  let b: Record<string, unknown>;
  try {
    b = JSON.parse(raw);
  } catch {
    return null;
  }
  const str = (x: unknown) => typeof x === 'string' && x.length > 0 && x.length <= 128;
  const ok =
    b && str(b.eventId) && str(b.reference) && Number.isSafeInteger(b.amount) && (b.amount as number) > 0 && Number.isSafeInteger(b.paidAt);
  return ok
    ? {
        eventId: b.eventId as string,
        reference: (b.reference as string).toUpperCase(),
        amount: b.amount as number,
        paidAt: b.paidAt as number,
      }
    : null;
}

/** One delivery: 401 and nothing changes unless the signature is good and fresh. */
export async function receiveCallback(
  deps: { db: Db; config: Config },
  raw: string,
  signature: string | undefined,
  realNow: number,
  businessNow: number,
  source: PaySource,
): Promise<CallbackResult> {
  if (!verifyPayment(deps.config.paySecret, signature, raw, realNow)) return { status: 401, body: { ok: false, error: 'bad signature' } };
  const event = readEvent(raw);
  if (!event) return { status: 400, body: { ok: false, error: 'bad event' } };
  return { status: 200, body: await applyPayment(deps.db, deps.config, event, source, businessNow) };
}
