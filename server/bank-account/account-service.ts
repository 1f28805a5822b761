// Certification step four (50 -> 60) and later changes of the account: saving it at 50 certifies
// the borrower and grants the credit limit in the same transaction; once certified it only changes
// the account, and the answer says which loans the change reaches (change-rule.ts).
import { findOpenBill } from '../borrow/repo';
import { completeStep, readStatus } from '../certification/status-repo';
import { bankAccountAction, checkStep } from '../certification/steps';
import type { PhoneRule } from '../contacts/contacts-rules';
import { decideCreditLimit } from '../credit/credit-rule';
import { grantCreditLimit } from '../credit/repo';
import type { BankAccount, SaveAccountAnswer } from '../../contract/certification';
import type { Db } from '../db/connection';
import { checkAccount, maskAccountNo } from './account-rules';
import { findBank } from './banks';
import { changeAppliesTo } from './change-rule';
import { findAccount, saveAccount } from './repo';

/**
 * Checks and saves the account; answers the borrower's status (60 once certified) and, for a change,
 * which loans it reaches. A save that says it certifies (`certify: true`, step four) never replaces
 * the account of a borrower certified meanwhile: it is refused like any step already done.
 */
export async function saveUserAccount(
  db: Db,
  userId: number,
  body: Record<string, unknown>,
  opts: { phoneRule: PhoneRule; creditStartLimit: number; now: number },
): Promise<SaveAccountAnswer> {
  return db.transaction().execute(async (trx) => {
    const status = await readStatus(trx, userId);
    if (body.certify === true) checkStep('bankAccount', status);
    const action = bankAccountAction(status);
    const { bank, accountNo, accountName } = checkAccount(body, opts.phoneRule);
    await saveAccount(trx, userId, { bankCode: bank.bankCode, accountNo, accountName }, opts.now);
    if (action === 'modify') return { bizStatus: status, appliesTo: changeAppliesTo((await findOpenBill(trx, userId))?.status) };
    const bizStatus = await completeStep(trx, userId, 'bankAccount');
    await grantCreditLimit(trx, userId, decideCreditLimit({ creditStartLimit: opts.creditStartLimit }, { userId }), opts.now);
    return { bizStatus };
  });
}

/**
 * The borrower's account with the number masked (only the last four digits shown) and which loans a
 * change made now would reach; `{}` before one is saved.
 */
export async function userBankAccount(db: Db, userId: number): Promise<BankAccount | Record<string, never>> {
  const a = await findAccount(db, userId);
  if (!a) return {};
  return {
    bankCode: a.bank_code,
    bankName: findBank(a.bank_code)?.bankName ?? a.bank_code,
    accountNo: maskAccountNo(a.account_no),
    accountName: a.account_name,
    changeAppliesTo: changeAppliesTo((await findOpenBill(db, userId))?.status),
  };
}
