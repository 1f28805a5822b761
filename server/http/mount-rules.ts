// What a row of the mount table (server/mounts.ts) decides for every request under its path.

/**
 * Who may call: anyone, anyone (naming the caller when a valid token comes along), only a signed-in
 * borrower, or anyone to read (GET) and only a signed-in borrower otherwise (`public-get`).
 */
export type Auth = 'public' | 'optional' | 'user' | 'public-get';

/** The rule one request is served by: a `public-get` row is `public` to GET and HEAD, `user` to anything else. */
export function authFor(auth: Auth, method: string): Exclude<Auth, 'public-get'> {
  if (auth !== 'public-get') return auth;
  return method === 'GET' || method === 'HEAD' ? 'public' : 'user';
}

/**
 * How bodies and answers travel: `sealed` is the envelope of PRODUCT.md section 2 (plain JSON only
 * with ALLOW_PLAINTEXT=1); `sealed-or-plain` also takes plain JSON and answers in kind when the
 * caller sends no `EFLAG: 1` (partners, server to server); `plain` is never enveloped and its handler
 * reads the raw body itself (a gateway signs the exact bytes), and its refusals are HTTP statuses with
 * `{"ok": false}`: a gateway reads HTTP 200 as delivered (gateway callbacks).
 */
export type Envelope = 'sealed' | 'sealed-or-plain' | 'plain';

/** The rules of one mount, as they apply to the request at hand. */
export interface MountRules {
  auth: Exclude<Auth, 'public-get'>;
  envelope: Envelope;
}
