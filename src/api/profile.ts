// What My profile reads (spec section 7): the credit limit and the disbursement account.
import { api, type CallOptions } from './client';
import type { CreditInfo } from './contract/borrow';
import type { BankAccount } from './contract/certification';

/** The credit limit (`GET /credit/creditInfo`). */
export function fetchCreditInfo(opts?: CallOptions): Promise<CreditInfo> {
  return api.get<CreditInfo>('/credit/creditInfo', opts);
}

/** The saved bank or e-wallet account (`GET /account/userBandingAccount`); `{}` before step four. */
export function fetchBankAccount(opts?: CallOptions): Promise<BankAccount | Record<string, never>> {
  return api.get<BankAccount | Record<string, never>>('/account/userBandingAccount', opts);
}
