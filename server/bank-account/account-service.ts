// Certification step four (50 -> 60) and later changes of the account: saving it at 50 certifies
// the borrower and grants the credit limit in the same transaction; once certified it only changes
// the account.
import { completeStep, readStatus } from '../certification/status-repo';
import { bankAccountAction } from '../certification/steps';
import type { PhoneRule } from '../contacts/contacts-rules';
import { decideCreditLimit } from '../credit/credit-rule';
import { grantCreditLimit } from '../credit/repo';
import type { BankAccount } from '../../contract/certification';
import type { StatusMoved } from '../../contract/common';
import type { Db } from '../db/connection';
import { checkAccount, maskAccountNo } from './account-rules';
import { findBank } from './banks';
import { findAccount, saveAccount } from './repo';

/** Checks and saves the account; answers the borrower's status (60 once certified). */
export async function saveUserAccount(
  db: Db,
  userId: number,
  body: Record<string, unknown>,
  opts: { phoneRule: PhoneRule; creditStartLimit: number; now: number },
): Promise<StatusMoved> {
  return db.transaction().execute(async (trx) => {
    const status = await readStatus(trx, userId);
    const action = bankAccountAction(status);
    const { bank, accountNo, accountName } = checkAccount(body, opts.phoneRule);
    await saveAccount(trx, userId, { bankCode: bank.bankCode, accountNo, accountName }, opts.now);
    if (action === 'modify') return { bizStatus: status };
    const bizStatus = await completeStep(trx, userId, 'bankAccount');
    await grantCreditLimit(trx, userId, decideCreditLimit({ creditStartLimit: opts.creditStartLimit }, { userId }), opts.now);
    return { bizStatus };
  });
}

/** The borrower's account with the number masked (only the last four digits shown); `{}` before one is saved. */
export async function userBankAccount(db: Db, userId: number): Promise<BankAccount | Record<string, never>> {
  const a = await findAccount(db, userId);
  if (!a) return {};
  return {
    bankCode: a.bank_code,
    bankName: findBank(a.bank_code)?.bankName ?? a.bank_code,
    accountNo: maskAccountNo(a.account_no),
    accountName: a.account_name,
  };
}
