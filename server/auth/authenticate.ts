// Puts the caller on the request as the mount's `auth` rule says: required, optional or not at all.
import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { resolveToken } from './tokens';

/**
 * `user` mounts need a valid `Authentication` token (401/403 otherwise, before any body is read);
 * `optional` ones name the caller when a valid token comes along (tracking runs before sign-in).
 */
export function authenticate({ db, clock }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = c.get('mount')?.auth ?? 'public';
    const token = c.req.header('Authentication');
    // A call that names no language (a script, a probe) leaves the device's language as it was.
    const lang = c.req.header('Accept-Language') ? c.get('lang') : undefined;
    if (auth === 'user') c.set('caller', await resolveToken(db, token, clock.realNow(), lang));
    else if (auth === 'optional' && token) c.set('caller', await resolveToken(db, token, clock.realNow()).catch(() => undefined));
    await next();
  };
}
