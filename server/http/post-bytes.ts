// A POST through node's http and https rather than fetch, because it lets the caller choose where the
// connection goes: with `publicOnly`, only to a checked public address of the host (public-address.ts).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress, NotPublicAddress, publicLookup, type Resolve } from './public-address';

/** What to send. */
export interface PostBytes {
  headers: Record<string, string>;
  body: Uint8Array;
  timeoutMs: number;
}

/** POSTs to `url` and resolves with the HTTP status (the answer's body is discarded); `publicOnly` refuses any non-public address before connecting. */
export function postBytes(url: string, { headers, body, timeoutMs }: PostBytes, opts: { publicOnly?: Resolve } = {}): Promise<number> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return Promise.reject(new Error(`not an http(s) URL: ${url}`));
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  // An address literal is connected to without a lookup: it is judged here instead.
  if (opts.publicOnly && isIP(host) && !isPublicAddress(host))
    return Promise.reject(new NotPublicAddress(`${host} is not a public address`));
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(body.byteLength) },
        lookup: opts.publicOnly ? publicLookup(opts.publicOnly) : undefined,
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
