// `/api/user/product/*` calls (PRODUCT.md section 8): the disclosure quote and applying (the product list is in borrow.ts).
import { api, type CallOptions } from './client';
import type { ApplyLoanAnswer, ApplyLoanRequest, Disclosure, QuoteRequest } from './contract/borrow';

/** The disclosure statement of an offer before applying (`POST /product/quote`). */
export function fetchQuote(req: QuoteRequest, opts?: CallOptions): Promise<Disclosure> {
  return api.post<Disclosure>('/product/quote', req, opts);
}

/** Applies (`POST /product/applyLoan`); the same `key` again answers the same bill, never a second one. */
export function applyLoan(req: ApplyLoanRequest, key: string, opts?: CallOptions): Promise<ApplyLoanAnswer> {
  return api.post<ApplyLoanAnswer>('/product/applyLoan', req, { ...opts, headers: { ...opts?.headers, 'Idempotency-Key': key } });
}

/** Repeats the last settled loan in one tap (`POST /product/applyLoan/auto`), idempotent by `key` like {@link applyLoan}. */
export function applyLoanAgain(key: string, opts?: CallOptions): Promise<ApplyLoanAnswer> {
  return api.post<ApplyLoanAnswer>('/product/applyLoan/auto', {}, { ...opts, headers: { ...opts?.headers, 'Idempotency-Key': key } });
}
