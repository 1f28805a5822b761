// PayMongo's webhook signature, as its "Securing a webhook" guide documents it: the `Paymongo-Signature`
// header `t=<unix seconds>,te=<hex>,li=<hex>`, each signature the HMAC-SHA256 of "<t>.<raw body>" with
// the webhook's secret key; `li` is filled for live-mode events and `te` for test-mode ones. A server
// holding a live key accepts only `li`, a test key only `te`, so a test event cannot pay a live bill.
// The timestamp must be within the window of real time, or the delivery is a replay.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MINUTE_MS, SECOND_MS } from '../time';

/** How far `t` may be from real time (our own callback's window). */
export const PAYMONGO_WINDOW_MS = 5 * MINUTE_MS;

/** Which of the header's signatures counts. */
export type PaymongoMode = 'live' | 'test';

/** The hex HMAC-SHA256 of `"<t>.<body>"` keyed with the webhook secret. */
export function paymongoMac(secret: string, t: string, body: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${t}.${body}`, 'utf8').digest('hex');
}

/** True only for a well-formed header whose `li` (live) or `te` (test) signature matches `body` at a time within the window of `nowMs`. */
export function verifyPaymongo(secret: string, mode: PaymongoMode, header: string | undefined, body: string, nowMs: number): boolean {
  if (!secret || !header || header.length > 400) return false;
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const i = part.indexOf('=');
    if (i > 0) parts.set(part.slice(0, i).trim(), part.slice(i + 1).trim());
  }
  const t = parts.get('t');
  const given = parts.get(mode === 'live' ? 'li' : 'te');
  if (!t || !/^\d{1,12}$/.test(t) || !given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  if (Math.abs(Number(t) * SECOND_MS - nowMs) > PAYMONGO_WINDOW_MS) return false;
  return timingSafeEqual(Buffer.from(paymongoMac(secret, t, body), 'hex'), Buffer.from(given, 'hex'));
}
