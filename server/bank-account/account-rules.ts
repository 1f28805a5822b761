// The disbursement account (certification step four, and later changes): a listed bank or
// e-wallet, an account number of one of its lengths (an e-wallet's is its mobile number, checked by
// the one phone rule), and the holder's name. Answers show only the last four digits.
import { accountNoFits, compactAccountNo } from '../../contract/account-number';
import { personName } from '../certification/fields';
import type { PhoneRule } from '../contacts/contacts-rules';
import { AppError } from '../app-error';
import { type Bank, findBank } from './banks';

/** A checked account as the API names it. */
export interface AccountInput {
  bank: Bank;
  accountNo: string;
  accountName: string;
}

/** The checked account; refuses the first wrong field (code 400, `data.field`). */
export function checkAccount(body: Record<string, unknown>, phoneRule: PhoneRule): AccountInput {
  const bank = findBank(body.bankCode);
  if (!bank) throw new AppError(400, 'bankUnknown', undefined, { field: 'bankCode' });
  const raw = typeof body.accountNo === 'string' || typeof body.accountNo === 'number' ? String(body.accountNo) : '';
  if (!raw.trim()) throw new AppError(400, 'fieldRequired', { field: 'accountNo' }, { field: 'accountNo' });
  let accountNo: string;
  if (bank.kind === 'ewallet') {
    try {
      accountNo = phoneRule(raw);
    } catch {
      throw new AppError(400, 'walletNoFormat', undefined, { field: 'accountNo' });
    }
  } else {
    accountNo = compactAccountNo(raw);
    if (!accountNoFits(accountNo, bank.digits)) {
      throw new AppError(400, 'accountNoFormat', { digits: bank.digits.join(' / ') }, { field: 'accountNo' });
    }
  }
  return { bank, accountNo, accountName: personName(body, 'accountName', 'accountName') };
}

/** The account number with all but the last four digits hidden: `********5678`. */
export function maskAccountNo(accountNo: string): string {
  return accountNo.length <= 4 ? accountNo : '*'.repeat(accountNo.length - 4) + accountNo.slice(-4);
}
