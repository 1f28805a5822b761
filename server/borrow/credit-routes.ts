// `/api/user/credit/*`: the borrower's credit limit, less the open bill (so beside the bills, not in credit/).
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { ok } from '../app-error';
import type { SignedInEnv } from '../http/env';
import { readCreditInfo } from './credit-info';

/** Credit routes, mounted at /api/user/credit with `auth: 'user'`. */
export function creditRoutes({ db, clock }: Deps) {
  return new Hono<SignedInEnv>().get('/creditInfo', async (c) => c.json(ok(await readCreditInfo(db, c.get('caller').userId, clock.now()))));
}
