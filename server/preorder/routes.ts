// `/api/user/preorder/*`: the loan guide (PRODUCT.md section 8).
import { Hono } from 'hono';
import type { GuidanceMsg } from '../../src/api/contract/coupon';
import type { Deps } from '../deps';
import { ok } from '../http/app-error';
import type { SignedInEnv } from '../http/env';
import { guidanceFor } from './guidance';

/** Pre-order routes, mounted at /api/user/preorder with `auth: 'user'`. */
export function preorderRoutes({ db, config }: Deps) {
  return new Hono<SignedInEnv>()
    .get('/guidanceMsg', async (c) => c.json(ok<GuidanceMsg>(await guidanceFor(db, config, c.get('caller').userId))));
}
