// `/api/user/credit/*`, `/borrow/*` and the product list (PRODUCT.md section 8): what Home, Loan and Orders all read.
import { api, type CallOptions } from './client';
import type { BillList, CreditInfo, OpenBill, ProductList, RetryDisbursementAnswer } from './contract/borrow';

/** The credit limit and what is available of it (`GET /credit/creditInfo`). */
export function fetchCreditInfo(opts?: CallOptions): Promise<CreditInfo> {
  return api.get<CreditInfo>('/credit/creditInfo', opts);
}

/** The open bill, or `{}` (`GET /borrow/borrowStatus`). */
export function fetchOpenBill(opts?: CallOptions): Promise<OpenBill> {
  return api.get<OpenBill>('/borrow/borrowStatus', opts);
}

/** Bills in progress (`0`) or completed (`1`) (`GET /borrow/bill`). */
export function fetchBills(borrowType: 0 | 1, opts?: CallOptions): Promise<BillList> {
  return api.get<BillList>('/borrow/bill', { ...opts, query: { ...opts?.query, borrowType } });
}

/** Retries a failed disbursement after the bank account was fixed (`POST /borrow/failBorrowHandler`). */
export function retryDisbursement(borrowId: string, opts?: CallOptions): Promise<RetryDisbursementAnswer> {
  return api.post<RetryDisbursementAnswer>('/borrow/failBorrowHandler', { borrowId }, opts);
}

/** Products of a list (`GET /product/productList/V2/{id}`); `1` is the recommendations. */
export function fetchProducts(id = 1, opts?: CallOptions): Promise<ProductList> {
  return api.get<ProductList>('/product/productList/V2/' + id, opts);
}
