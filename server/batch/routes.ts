// `GET /api/user/batch?get=<call>&get=<call>...`: a signed-in start's status and first data in one
// request (build/early-calls.js asks for it from index.html). Over HTTP/1.1 a browser has six
// connections: five calls beside the page's scripts would wait a round trip for one. Not part of the
// PRODUCT.md contract; docs/performance.md describes it. Each call is dispatched through the whole app
// as if it had come alone, with the batch's own headers and connection: its mount's authorisation,
// limits and envelope apply to it exactly as to the single call, and its answer is that call's sealed
// answer, unopened.
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { AppError } from '../http/app-error';
import type { SignedInEnv } from '../http/env';

/** Serves one request through the whole app (middleware, mounts, error answers), on the caller's connection. */
export type Dispatch = (req: Request, env: unknown) => Response | Promise<Response>;

/** Where the batch is mounted; calls are paths under `/api/user`. */
export const BATCH_PATH = '/api/user/batch';
/** The most calls one batch carries: a page's first calls and the status. */
export const MAX_BATCH_CALLS = 8;

/** One call's answer: its HTTP status and its body as the single call would have sent it. */
export interface BatchAnswer {
  status: number;
  body: unknown;
}

/** The batch route, mounted at {@link BATCH_PATH} with `auth: 'user'`. */
export function batchRoutes(_deps: Deps, dispatch: Dispatch) {
  return new Hono<SignedInEnv>().get('/', async (c) => {
    const calls = c.req.queries('get') ?? [];
    if (calls.length === 0 || calls.length > MAX_BATCH_CALLS) throw new AppError(400, 'invalidField', { field: 'get' });
    const targets = calls.map((call) => {
      const target = new URL('/api/user' + call, c.req.url);
      // A call is a GET under /api/user, written as the client writes it: no way out by `..`, no batch in a batch.
      const under =
        call.startsWith('/') && target.pathname.startsWith('/api/user/') && target.pathname + target.search === '/api/user' + call;
      if (!under || target.pathname === BATCH_PATH || target.pathname.startsWith(BATCH_PATH + '/'))
        throw new AppError(400, 'invalidField', { field: 'get' });
      return target;
    });
    const answers: BatchAnswer[] = await Promise.all(
      targets.map(async (target) => {
        const res = await dispatch(new Request(target, { headers: c.req.raw.headers }), c.env);
        return { status: res.status, body: await res.json().catch(() => null) };
      }),
    );
    // Each answer was sealed on its own way through the app: the list itself is not sealed again.
    c.set('sealed', false);
    return c.json({ answers });
  });
}
