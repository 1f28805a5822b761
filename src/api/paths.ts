// The GET paths (under /api/user) that a page's first calls and the API client both name: the start
// script and a tap ask for them ahead (session/first-calls.ts), and the client's functions call
// them, so the answer asked for ahead is the one the page takes. Data only: the build reads it too.

/** `GET /product/productList/V2/1`: the recommended products. */
export const productsPath = '/product/productList/V2/1';
/** `GET /credit/creditInfo`: the granted and available limit. */
export const creditInfoPath = '/credit/creditInfo';
/** `GET /borrow/borrowStatus`: the open bill, or `{}`. */
export const openBillPath = '/borrow/borrowStatus';
/** `GET /borrow/bill?borrowType=0|1`: bills in progress or completed. */
export const billsPath = '/borrow/bill';
/** `GET /account/userBandingAccount`: the current bank account, masked. */
export const bankAccountPath = '/account/userBandingAccount';
/** `GET /repay/detail/{repayId}`: a bill's loan-detail figures. */
export const repayDetailPath = '/repay/detail/';
/** `GET /coupon/couponList`: the borrower's coupons. */
export const couponsPath = '/coupon/couponList';
