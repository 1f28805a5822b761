// `/api/user/product/*`, `/borrow/*` and `/preorder/*` calls (PRODUCT.md section 8): Home, Loan and Orders.
import { api, type CallOptions } from './client';
import { BorrowPath } from './paths';
import type {
  ApplyLoanAnswer,
  ApplyLoanRequest,
  BillList,
  Disclosure,
  OpenBill,
  ProductList,
  QuoteRequest,
  RetryDisbursementAnswer,
} from '../../contract/borrow';
import type { GuidanceApplyAnswer, GuidanceApplyRequest, GuidanceMsg } from '../../contract/coupon';

/** Products of a list (`GET /product/productList/V2/{id}`); `1` is the recommendations. */
export function fetchProducts(opts?: CallOptions): Promise<ProductList> {
  return api.get(BorrowPath.Recommended, opts);
}

/** The disclosure statement of an offer before applying (`POST /product/quote`). */
export function fetchQuote(req: QuoteRequest, opts?: CallOptions): Promise<Disclosure> {
  return api.post('/product/quote', req, { readOnly: true, ...opts });
}

/**
 * Applies (`POST /product/applyLoan`), or repeats the last settled loan when `req` is null
 * (`/applyLoan/auto`); the same `key` again answers the same bill, never a second one.
 */
export function applyLoan(req: ApplyLoanRequest | null, key: string): Promise<ApplyLoanAnswer> {
  return api.post(req ? '/product/applyLoan' : '/product/applyLoan/auto', req ?? {}, { headers: { 'Idempotency-Key': key } });
}

/** The open bill, or `{}` (`GET /borrow/borrowStatus`). */
export function fetchOpenBill(opts?: CallOptions): Promise<OpenBill> {
  return api.get(BorrowPath.OpenBill, opts);
}

/** Bills in progress (`0`) or completed (`1`) (`GET /borrow/bill`). */
export function fetchBills(borrowType: 0 | 1, opts?: CallOptions): Promise<BillList> {
  return api.get(BorrowPath.Bills, { ...opts, query: { borrowType } });
}

/** Retries a failed disbursement after the bank account was fixed (`POST /borrow/failBorrowHandler`). */
export function retryDisbursement(borrowId: string): Promise<RetryDisbursementAnswer> {
  return api.post('/borrow/failBorrowHandler', { borrowId });
}

/** The loan guide: the amount one may reserve, its products and the coupon (`GET /preorder/guidanceMsg`). */
export function fetchGuidance(opts?: CallOptions): Promise<GuidanceMsg> {
  return api.get('/preorder/guidanceMsg', opts);
}

/** Reserves the next loan and receives the coupon (`POST /preorder/guidance/apply`). */
export function applyGuidance(req: GuidanceApplyRequest): Promise<GuidanceApplyAnswer> {
  return api.post('/preorder/guidance/apply', req);
}
