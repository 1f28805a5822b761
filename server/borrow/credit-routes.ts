// `/api/user/credit/*`: the borrower's credit limit, less the open bill (so beside the bills, not in credit/).
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { ok } from '../app-error';
import type { SignedInEnv } from '../http/env';
import type { CreditInfo } from '../../contract/borrow';
import { nextGrowth } from '../credit/credit-rule';
import { readCreditInfo } from './credit-info';

/** Credit routes, mounted at /api/user/credit with `auth: 'user'`; the answer says how the limit grows, for "How to raise your limit". */
export function creditRoutes({ db, clock, config }: Deps) {
  return new Hono<SignedInEnv>().get('/creditInfo', async (c) => {
    const info = await readCreditInfo(db, c.get('caller').userId, clock.now());
    return c.json(ok<CreditInfo>({ ...info, nextGrowth: nextGrowth(info.creditLimit, config), limitCap: config.maxAmount }));
  });
}
