// `/api/user/coupon/*` calls (PRODUCT.md section 8).
import { api, type CallOptions } from './client';
import type { CouponReceived } from '../../contract/coupon';

/** Claims the new borrower's coupon after certification; a second call answers the same coupon. */
export function receiveCertificationCoupon(opts?: CallOptions): Promise<CouponReceived> {
  return api.post('/coupon/receiveCoupon/auth/complete', {}, opts);
}
