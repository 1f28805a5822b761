// `/api/user/account/*` calls: certification step four and /modify-bank-info (PRODUCT.md sections 8 and 9).
import { api, type CallOptions } from './client';
import { AccountPath } from './paths';
import type { AccountCodeSent, BankAccount, BankList, SaveAccountAnswer, SaveAccountRequest } from '../../contract/certification';

/** The banks and e-wallets a loan may be paid to (`GET /account/bankBranch`). */
export function fetchBanks(opts?: CallOptions): Promise<BankList> {
  return api.get('/account/bankBranch', opts);
}

/**
 * The borrower's current account, its number masked (`GET /account/userBandingAccount`); before step
 * four saved one, only a first account waiting for a check (`held`), or nothing.
 */
export function fetchBankAccount(opts?: CallOptions): Promise<Partial<BankAccount>> {
  return api.get(AccountPath.Current, opts);
}

/** Sends the code that confirms a change of account to the borrower's phone (`GET /account/changeCode`). */
export function sendAccountCode(opts?: CallOptions): Promise<AccountCodeSent> {
  return api.get('/account/changeCode', opts);
}

/** Saves the account (`POST /account/saveUserAccount`): certifies at 50 (answers 60), changes it later (with `code`). */
export function saveBankAccount(body: SaveAccountRequest, opts?: CallOptions): Promise<SaveAccountAnswer> {
  return api.post('/account/saveUserAccount', body, opts);
}
