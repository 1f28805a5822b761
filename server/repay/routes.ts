// `/api/user/repay/*` behind a token: the repay page's figures and the payments received.
import { Hono } from 'hono';
import type { PaymentList, RepayDetail } from '../../contract/repay';
import type { Deps } from '../deps';
import { ok } from '../app-error';
import type { SignedInEnv } from '../http/env';
import { readDetail } from './detail-service';
import { listPayments } from './payments-service';

/** Repay routes, mounted at /api/user/repay with `auth: 'user'`. */
export function repayRoutes({ db, config, clock }: Deps) {
  return new Hono<SignedInEnv>()
    .get('/detail/:repayId', async (c) =>
      c.json(ok<RepayDetail>(await readDetail(db, config, c.get('caller').userId, c.req.param('repayId'), clock.now()))),
    )
    .get('/payments/:repayId', async (c) =>
      c.json(ok<PaymentList>(await listPayments(db, config, c.get('caller').userId, c.req.param('repayId'), clock.now()))),
    );
}
