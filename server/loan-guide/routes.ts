// `/api/user/preorder/*`: the loan guide (PRODUCT.md section 8).
import { Hono } from 'hono';
import * as v from 'valibot';
import type { GuidanceApplyAnswer, GuidanceApplyRequest, GuidanceMsg } from '../../contract/coupon';
import type { Deps } from '../deps';
import { ok } from '../app-error';
import type { SignedInEnv } from '../http/env';
import { money, text } from '../http/fields';
import { shaped, valid } from '../http/valid';
import { guidanceFor } from './guidance';
import { applyPreorder } from './loan-guide-service';

const applyBody = shaped<GuidanceApplyRequest>()(
  v.object({ applyTotalAmount: money(1, 1e9), products: v.pipe(v.array(text(32)), v.maxLength(20)) }),
);

/** Pre-order routes, mounted at /api/user/preorder with `auth: 'user'`. */
export function loanGuideRoutes({ db, config, clock }: Deps) {
  return new Hono<SignedInEnv>()
    .get('/guidanceMsg', async (c) => c.json(ok<GuidanceMsg>(await guidanceFor(db, config, c.get('caller').userId, clock.now()))))
    .post('/guidance/apply', valid('body', applyBody), async (c) =>
      c.json(ok<GuidanceApplyAnswer>(await applyPreorder(db, config, c.get('caller').userId, c.req.valid('json'), clock.now()))),
    );
}
