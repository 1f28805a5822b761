// Coupons and the loan guide (PRODUCT.md section 8). Type-only.
import type { Centavos, Details, EpochMs } from './common';

/** `POST /coupon/receiveCoupon/auth/complete` answer (body `{}`); a second call answers the same coupon. */
export interface CouponReceived {
  couponId: string;
}
/** One coupon of `GET /coupon/couponList`. */
export interface Coupon {
  couponId: string;
  name: string;
  amount: Centavos;
  expireTime: EpochMs;
  status: 'usable' | 'used' | 'expired';
}
/** `GET /coupon/couponList` answer. */
export type CouponList = Details<Coupon>;
/** `GET /preorder/guidanceMsg` answer: the loan guide. */
export interface GuidanceMsg {
  applyTotalAmount: Centavos;
  products: { productCode: string; productName: string; productIcon: string; productAmount: Centavos }[];
  couponAmount: Centavos;
  sumAmount: Centavos;
}
/** `POST /preorder/guidance/apply` body. */
export interface GuidanceApplyRequest {
  applyTotalAmount: Centavos;
  products: string[];
}
/** `POST /preorder/guidance/apply` answer. */
export interface GuidanceApplyAnswer {
  couponId: string;
  /** Set when the borrower had reserved before: the coupon was given then, and nothing is given now. */
  alreadyReserved?: true;
}
