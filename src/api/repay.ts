// `/api/user/repay/*` and `/api/user/coupon/couponList` calls (PRODUCT.md section 8).
import { api, type CallOptions } from './client';
import type { CouponList } from './contract/coupon';
import type { RepayCode, RepayCodeRequest, RepayDetail } from './contract/repay';

/** A payment reference's public face (`GET /repay/code/{reference}`): works without a session. */
export function fetchRepayCode(reference: string, opts?: CallOptions): Promise<RepayCode> {
  return api.get<RepayCode>('/repay/code/' + encodeURIComponent(reference), opts);
}

/** The eleven loan-detail figures of one of the borrower's bills (`GET /repay/detail/{repayId}`). */
export function fetchRepayDetail(repayId: string, opts?: CallOptions): Promise<RepayDetail> {
  return api.get<RepayDetail>('/repay/detail/' + encodeURIComponent(repayId), opts);
}

/** A reference for one payment (`POST /repay/code`); `key` is made once per tap, so a retry answers the same reference. */
export function createRepayCode(body: RepayCodeRequest, key: string, opts?: CallOptions): Promise<RepayCode> {
  return api.post<RepayCode>('/repay/code', body, { ...opts, headers: { ...opts?.headers, 'Idempotency-Key': key } });
}

/** The borrower's coupons (`GET /coupon/couponList`). */
export function fetchCoupons(opts?: CallOptions): Promise<CouponList> {
  return api.get<CouponList>('/coupon/couponList', opts);
}
