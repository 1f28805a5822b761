// `/api/user/coupon/*`: coupons: the new borrower's certification coupon, and the list.
import { Hono } from 'hono';
import type { CouponList } from '../../contract/coupon';
import type { Deps } from '../deps';
import { ok } from '../app-error';
import type { SignedInEnv } from '../http/env';
import { receiveCertificationCoupon } from './certification-coupon';
import { listCoupons } from './coupon-list';

/** Coupon routes, mounted at /api/user/coupon with `auth: 'user'`. */
export function couponRoutes({ db, clock }: Deps) {
  return (
    new Hono<SignedInEnv>()
      .post('/receiveCoupon/auth/complete', async (c) =>
        c.json(ok(await receiveCertificationCoupon(db, c.get('caller').userId, clock.now()))),
      )
      // Repayment.
      .get('/couponList', async (c) => c.json(ok<CouponList>(await listCoupons(db, c.get('caller').userId, c.get('lang'), clock.now()))))
  );
}
