// `/api/user/repay/code`: one row with `auth: 'optional'`, because the public lookup (payment-code
// pages opened from a link) and the signed-in creation of a reference share the path.
import { Hono } from 'hono';
import type { RepayCode } from '../../src/api/contract/repay';
import type { Deps } from '../deps';
import { ok } from '../http/app-error';
import type { AppEnv } from '../http/env';
import { lookupRepayCode } from './code-lookup';

/** Payment reference routes, mounted at /api/user/repay/code with `auth: 'optional'`. */
export function repayCodeRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get('/:reference', async (c) => c.json(ok<RepayCode>(await lookupRepayCode(db, c.req.param('reference')))));
}
