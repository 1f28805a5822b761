// `/api/user/coupon/*`: coupons; for now the new borrower's certification coupon.
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { ok } from '../http/app-error';
import type { SignedInEnv } from '../http/env';
import { receiveCertificationCoupon } from './certification-coupon';

/** Coupon routes, mounted at /api/user/coupon with `auth: 'user'`. */
export function couponRoutes({ db, clock }: Deps) {
  return new Hono<SignedInEnv>().post('/receiveCoupon/auth/complete', async (c) =>
    c.json(ok(await receiveCertificationCoupon(db, c.get('caller').userId, clock.now()))),
  );
}
