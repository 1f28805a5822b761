// Spec section 2's table: every route a borrower can open, written out from the spec (not read from
// the app's route table, which the suites check against it).

/** Each route's path; `:repayId` stands for a bill's repayment id. */
export const SPEC_ROUTES = [
  '/login',
  '/home',
  '/privacy-policy',
  '/noren',
  '/loan',
  '/order',
  '/repay/:repayId',
  '/upload-voucher',
  '/coupon',
  '/va',
  '/store',
  '/identity-auth',
  '/survey',
  '/api-phone-check',
  '/user',
  '/feedback',
  '/customer-service',
  '/modify-bank-info',
  '/test',
  '/repay-code',
  '/pembayaran',
  '/sky-offline',
  '/sky-code',
  '/sky-scan',
  '/sky-eleven',
];
