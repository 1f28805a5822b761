// Puts the signed-in caller on the request: required on private routes, optional on tracking.
import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { resolveToken } from './tokens';

/** Requires a valid `Authentication` token on every path not starting with one of `publicPrefixes`. */
export function requireCaller({ db, clock }: Deps, publicPrefixes: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (publicPrefixes.some((p) => c.req.path === p || c.req.path.startsWith(p + '/'))) return next();
    c.set('caller', await resolveToken(db, c.req.header('Authentication'), clock.now()));
    await next();
  };
}

/** Identifies the caller when a valid token comes along; anonymous otherwise (tracking runs before sign-in). */
export function optionalCaller({ db, clock }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.header('Authentication');
    if (token) c.set('caller', await resolveToken(db, token, clock.now()).catch(() => undefined));
    await next();
  };
}
