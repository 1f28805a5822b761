// `GET /api/user/batch?get=<call>&get=<call>...`: a signed-in start's status and first data in one
// request (the start script in index.html, src/app/start-script.ts, asks for it). Over HTTP/1.1 a browser has six
// connections: five calls beside the page's scripts would wait a round trip for one. Not part of the
// PRODUCT.md contract; docs/performance.md describes it. Each call is dispatched through the whole app
// as if it had come alone, with the batch's own headers and connection: its mount's authorisation,
// limits and envelope apply to it exactly as to the single call, and its answer is that call's sealed
// answer, unopened.
import { Hono } from 'hono';
import type { Db } from '../db/connection';
import type { Pass } from '../db/slices';
import type { Deps } from '../deps';
import { AppError } from '../app-error';
import { type BorrowerLimit, countAttempt, pruneAttempts } from '../http/borrower-limit';
import type { SignedInEnv } from '../http/env';
import { batchCallTarget } from './call-path';

/** Serves one request through the whole app (middleware, mounts, error answers), on the caller's connection. */
export type Dispatch = (req: Request, env: unknown) => Response | Promise<Response>;

/** Where the batch is mounted; calls are paths under `/api/user`. */
export const BATCH_PATH = '/api/user/batch';
/** The most calls one batch carries: a page's first calls and the status. */
export const MAX_BATCH_CALLS = 8;

/**
 * Batches one borrower may send in an hour: a start sends one (the bench's borrower, 80 starts in a
 * run), and a refused batch only leaves its calls to the client.
 */
export const BATCHES_PER_HOUR = 240;
const BATCHES: BorrowerLimit = { table: 'batch_attempt', perHour: BATCHES_PER_HOUR, key: 'batchLimit' };
/** Marks the environment of calls the batch dispatches. */
export const INSIDE_BATCH = Symbol('inside a batch');

/** One call's answer: its HTTP status and its body as the single call would have sent it. */
export interface BatchAnswer {
  status: number;
  body: unknown;
}

/** The batch route, mounted at {@link BATCH_PATH} with `auth: 'user'`. */
export function batchRoutes({ db, clock }: Deps, dispatch: Dispatch) {
  return new Hono<SignedInEnv>().get('/', async (c) => {
    // Whatever spelling reached it, a batch never runs inside a batch.
    if ((c.env as Record<symbol, unknown> | undefined)?.[INSIDE_BATCH]) refused();
    const refusal = await countAttempt(db, BATCHES, c.get('caller').userId, clock.realNow());
    if (refusal) throw refusal;
    const calls = c.req.queries('get') ?? [];
    if (calls.length === 0 || calls.length > MAX_BATCH_CALLS) refused();
    const targets = calls.map((call) => batchCallTarget(call, c.req.url, BATCH_PATH) ?? refused());
    const env = { ...(c.env as object), [INSIDE_BATCH]: true };
    const answers: BatchAnswer[] = await Promise.all(
      targets.map(async (target) => {
        const res = await dispatch(new Request(target, { headers: c.req.raw.headers }), env);
        return { status: res.status, body: await res.json().catch(() => null) };
      }),
    );
    // Each answer was sealed on its own way through the app: the list itself is not sealed again.
    c.set('sealed', false);
    return c.json({ answers });
  });
}

// A list the batch will not run: code 400 naming the field.
function refused(): never {
  throw new AppError(400, 'invalidField', { field: 'get' });
}

/** Deletes batch counts older than the limit's hour as of `now`, in slices within `pass`; answers how many went. */
export function pruneBatchAttempts(db: Db, now: number, pass?: Pass): Promise<Record<string, number>> {
  return pruneAttempts(db, BATCHES, now, pass);
}
