// `/api/user/account/*` calls: certification step four and /modify-bank-info (PRODUCT.md section 8).
import { api, type CallOptions } from './client';
import type { BankAccount, BankList, SaveAccountAnswer, SaveAccountRequest } from '../../contract/certification';

/** The banks and e-wallets a loan may be paid to (`GET /account/bankBranch`). */
export function fetchBanks(opts?: CallOptions): Promise<BankList> {
  return api.get('/account/bankBranch', opts);
}

/** The borrower's current account, its number masked (`GET /account/userBandingAccount`). */
export function fetchBankAccount(opts?: CallOptions): Promise<BankAccount> {
  return api.get('/account/userBandingAccount', opts);
}

/** Saves the account (`POST /account/saveUserAccount`): certifies at 50 (answers 60), changes it later. */
export function saveBankAccount(body: SaveAccountRequest, opts?: CallOptions): Promise<SaveAccountAnswer> {
  return api.post('/account/saveUserAccount', body, opts);
}
