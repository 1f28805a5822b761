// `/api/user/repay/*` and the coupon list (PRODUCT.md section 8): the repay page and the payment-code pages.
import { api, type CallOptions } from './client';
import { RepayPath } from './paths';
import type { CouponList } from '../../contract/coupon';
import type { PaymentList, RepayCode, RepayCodeRequest, RepayDetail, VoucherAnswer, VoucherFields } from '../../contract/repay';

/** The eleven loan-detail figures of a bill (`GET /repay/detail/{repayId}`). */
export function fetchRepayDetail(repayId: string, opts?: CallOptions): Promise<RepayDetail> {
  return api.get(RepayPath.Detail + encodeURIComponent(repayId), opts);
}

/** The payments received for a bill, newest first, with their receipts and what is still owed (`GET /repay/payments/{repayId}`). */
export function fetchPayments(repayId: string, opts?: CallOptions): Promise<PaymentList> {
  return api.get('/repay/payments/' + encodeURIComponent(repayId), opts);
}

/** A payment reference (`POST /repay/code`); the same `key` and body again answer the same reference. */
export function createRepayCode(req: RepayCodeRequest, key: string): Promise<RepayCode> {
  return api.post('/repay/code', req, { headers: { 'Idempotency-Key': key } });
}

/** The public face of a reference, without a session (`GET /repay/code/{reference}`). */
export function fetchRepayCode(reference: string, opts?: CallOptions): Promise<RepayCode> {
  return api.get('/repay/code/' + encodeURIComponent(reference), opts);
}

/** The borrower's coupons, usable first (`GET /coupon/couponList`). */
export function fetchCoupons(opts?: CallOptions): Promise<CouponList> {
  return api.get(RepayPath.Coupons, opts);
}

/** Sends a proof of payment for one bill (`POST /repay/voucher`, multipart); it then waits for review. */
export function uploadVoucher(file: Blob, fields: VoucherFields, opts?: CallOptions): Promise<VoucherAnswer> {
  const form = new FormData();
  form.append('file', file, 'proof.jpg');
  form.append('repayId', fields.repayId);
  if (fields.reference) form.append('reference', fields.reference);
  return api.upload<VoucherAnswer>('/repay/voucher', form, opts);
}
