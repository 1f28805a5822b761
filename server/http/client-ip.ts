// The caller's network address for the per-IP limits: the socket's, or the first
// X-Forwarded-For hop when the server runs behind a proxy the operator trusts (TRUST_PROXY=1).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Reads the caller's address from a request. */
export type ClientIp = (c: Context) => string;

/** The default reader; 'unknown' when there is no socket (requests made in-process, as in tests). */
export function clientIpReader(trustProxy: boolean): ClientIp {
  return (c) => {
    if (trustProxy) {
      const first = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
      if (first) return first.slice(0, 64);
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };
}
