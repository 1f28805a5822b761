// `/api/user/credit/*` calls (PRODUCT.md section 8).
import { api, type CallOptions } from './client';
import { CreditPath } from './paths';
import type { CreditInfo } from '../../contract/borrow';

/** The borrower's granted and available limit (`GET /credit/creditInfo`). */
export function fetchCreditInfo(opts?: CallOptions): Promise<CreditInfo> {
  return api.get(CreditPath.Info, opts);
}
