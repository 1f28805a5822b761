// `GET /borrow/bill` (spec section 7): the borrower's bills, in progress (0) or completed (1).
import { api, type CallOptions } from './client';
import type { BillList, BillQuery } from './contract/borrow';

/** The borrower's bills of one list (`GET /borrow/bill?borrowType=0|1`). */
export function fetchBills(borrowType: BillQuery['borrowType'], opts?: CallOptions): Promise<BillList> {
  return api.get<BillList>('/borrow/bill', { ...opts, query: { ...opts?.query, borrowType } });
}
