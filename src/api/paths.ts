// The paths of the GET calls pages ask first, under `/api/user`: the API modules call them by these
// names, and session/first-calls.ts asks them early by the same names. Enums, so that the bundler
// writes each string itself where it is used, and a module that imports nothing: the inline start
// script carries the first calls without the client.

/** `/account/*` (api/bank-account.ts). */
export enum AccountPath {
  Current = '/account/userBandingAccount',
}

/** `/product/*` and `/borrow/*` (api/borrow.ts). */
export enum BorrowPath {
  Recommended = '/product/productList/V2/1',
  OpenBill = '/borrow/borrowStatus',
  Bills = '/borrow/bill',
}

/** `/credit/*` (api/credit.ts). */
export enum CreditPath {
  Info = '/credit/creditInfo',
}

/** `/repay/*` and the coupon list (api/repay.ts). */
export enum RepayPath {
  /** Followed by the bill's `repayId`. */
  Detail = '/repay/detail/',
  Coupons = '/coupon/couponList',
}

/** `/user/*` (api/user.ts). */
export enum UserPath {
  Status = '/user/status',
}
