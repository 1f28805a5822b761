// The caller's network address for the per-IP limits: the socket's, or, behind TRUST_PROXY=<n>
// proxies the operator runs, the address the outermost of them saw. Each proxy appends the address
// it received from to X-Forwarded-For, so that one is the n-th entry counted from the right; what
// stands left of it was written by the client and is never believed.
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Reads the caller's address from a request. */
export type ClientIp = (c: Context) => string;

/**
 * The default reader for `proxies` trusted hops; 'unknown' when there is no socket (requests made
 * in-process, as in tests) or when the entry the proxies vouch for is not an IP address.
 */
export function clientIpReader(proxies: number): ClientIp {
  return (c) => {
    if (proxies > 0) {
      const header = c.req.header('X-Forwarded-For');
      if (header) {
        const hops = header.split(',').map((h) => h.trim());
        // Fewer entries than proxies: only ours wrote, so the leftmost is still one of theirs.
        const entry = hops[Math.max(0, hops.length - proxies)];
        return isIP(entry) ? entry : 'unknown';
      }
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };
}
