// The payment gateway's signature (PRODUCT.md section 8): `Pay-Signature: t=<unix seconds>,v1=<hex
// HMAC-SHA256 of "<t>.<raw body>">`, keyed with the bytes of PAY_SECRET as written. The 5-minute
// window follows real time (never the business clock), so a moved development clock cannot replay.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MINUTE_MS, SECOND_MS } from '../time';

/** How far `t` may be from real time. */
export const SIGNATURE_WINDOW_MS = 5 * MINUTE_MS;

/** The hex HMAC of `"<t>.<body>"`. */
function mac(secret: string, t: string, body: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${t}.${body}`, 'utf8').digest('hex');
}

/** The header value a gateway (or `ops pay`) sends for `body` at real time `nowMs`. */
export function signPayment(secret: string, body: string, nowMs: number): string {
  const t = String(Math.floor(nowMs / SECOND_MS));
  return `t=${t},v1=${mac(secret, t, body)}`;
}

/** True only for a well-formed header whose MAC matches `body` and whose time is within the window of `nowMs`. */
export function verifyPayment(secret: string, header: string | undefined, body: string, nowMs: number): boolean {
  if (!header || header.length > 200) return false;
  const parts = new Map(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  if (Math.abs(Number(t) * SECOND_MS - nowMs) > SIGNATURE_WINDOW_MS) return false;
  // Both sides are 32 bytes here, so the compare takes the same time whatever matches.
  return timingSafeEqual(Buffer.from(mac(secret, t, body), 'hex'), Buffer.from(v1, 'hex'));
}
