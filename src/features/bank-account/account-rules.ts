import { accountNoFits, compactAccountNo } from '../../../contract/account-number';
import type { Bank, SaveAccountRequest } from '../../../contract/certification';
import { cleanPersonName, isPersonName, sameName } from '../../../contract/person-name';
import type { MessageKey } from '../../i18n/message-key';
import { isMobile, normalizePhone } from '../../i18n/phone';

/** The account form as typed. */
export type AccountForm = SaveAccountRequest;
/** Each wrong field's message key. */
export type AccountErrors = Partial<Record<keyof AccountForm, MessageKey>>;

/** An empty form. */
export const EMPTY_ACCOUNT: AccountForm = { bankCode: '', accountNo: '', accountName: '' };

/**
 * Each wrong field, by the chosen entry's rules: its `digits` for a bank, the 11-digit mobile for an
 * e-wallet; with the verified name (a change of account), a holder who is someone else.
 */
export function accountErrors(f: AccountForm, bank: Bank | undefined, verifiedName?: string): AccountErrors {
  const e: AccountErrors = {};
  if (!bank) e.bankCode = 'bank.bankRequired';
  if (!f.accountNo.trim()) e.accountNo = 'bank.accountNoRequired';
  else if (bank?.kind === 'ewallet' && !isMobile(f.accountNo)) e.accountNo = 'bank.walletFormat';
  else if (bank?.kind === 'bank' && !accountNoFits(f.accountNo, bank.digits)) e.accountNo = 'bank.accountNoFormat';
  const name = cleanPersonName(f.accountName);
  if (!name) e.accountName = 'bank.nameRequired';
  else if (!isPersonName(name)) e.accountName = 'bank.nameFormat';
  else if (verifiedName && !sameName(name, verifiedName)) e.accountName = 'bank.nameNotYours';
  return e;
}

/** The request body of a checked form: an e-wallet's number as the server stores mobiles, a bank's digits only. */
export function toAccount(f: AccountForm, bank: Bank): SaveAccountRequest {
  const accountNo = bank.kind === 'ewallet' ? normalizePhone(f.accountNo) : compactAccountNo(f.accountNo);
  return { bankCode: bank.bankCode, accountNo, accountName: cleanPersonName(f.accountName) };
}
