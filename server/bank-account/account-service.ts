// Certification step four (50 -> 60) and later changes of the payout account. Saving it at 50
// certifies the borrower and grants the credit limit in the same transaction (no code: the borrower
// just signed in by one). The holder is always the verified person, and a number another borrower uses
// is held for the operator (held-service.ts): at step four the borrower stays at 50 until it is
// released. Once certified, a change needs a fresh code sent to the borrower's phone; the answer says
// which loans the change reaches (change-rule.ts).
import { sameName } from '../../contract/person-name';
import { isCode } from '../../contract/code';
import { findOpenBill } from '../bill/repo';
import { completeStep, readStatus } from '../certification/status-repo';
import { bankAccountAction, checkStep } from '../certification/steps';
import type { PhoneRule } from '../contacts/contacts-rules';
import { decideCreditLimit } from '../credit/credit-rule';
import { grantCreditLimit } from '../credit/repo';
import type { BankAccount, NoAccountYet, SaveAccountAnswer } from '../../contract/certification';
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import { AppError } from '../app-error';
import { findKycRecord } from '../identity/identity-repo';
import { type AccountInput, checkAccount, maskAccountNo } from './account-rules';
import { findBank } from './banks';
import { changeAppliesTo } from './change-rule';
import { checkAccountCode } from './change-code';
import { findHeldChangeOf, insertHeldChange, withdrawHeldChanges } from './held-repo';
import { findAccount, otherHoldersOf, saveAccount } from './repo';
import { tellAccountChanged } from './tell';

/** What saving needs besides the body. */
export interface SaveAccountOptions {
  phoneRule: PhoneRule;
  creditStartLimit: number;
  /** Business time (the account's dates). */
  now: number;
  /** Real time (the code's expiry and lock). */
  realNow: number;
}

/**
 * Checks and saves the account; answers the borrower's status (60 once certified) and, for a change,
 * which loans it reaches. A save that says it certifies (`certify: true`, step four) never replaces
 * the account of a borrower certified meanwhile: it is refused like any step already done.
 */
export async function saveUserAccount(
  db: Db,
  userId: number,
  body: Record<string, unknown>,
  opts: SaveAccountOptions,
): Promise<SaveAccountAnswer> {
  const out = await serializable(db, async (trx): Promise<SaveAccountAnswer | AppError> => {
    const status = await readStatus(trx, userId);
    if (body.certify === true) checkStep('bankAccount', status);
    const action = bankAccountAction(status);
    const account = checkAccount(body, opts.phoneRule);
    if (action === 'modify') return modifyAccount(trx, userId, status, account, body.code, opts);
    // The first payout account too is the verified person's own: a loan is paid out only to them.
    await checkHolder(trx, userId, account);
    // A newer account replaces one waiting for the check; one another borrower uses waits for it.
    await withdrawHeldChanges(trx, userId, opts.now);
    if ((await otherHoldersOf(trx, userId, account.accountNo)).length > 0) {
      await insertHeldChange(trx, userId, toRow(account), opts.now);
      return { bizStatus: status, held: true };
    }
    await saveAccount(trx, userId, toRow(account), opts.now);
    const bizStatus = await completeStep(trx, userId, 'bankAccount');
    await grantCreditLimit(trx, userId, decideCreditLimit({ creditStartLimit: opts.creditStartLimit }, { userId }), opts.now);
    return { bizStatus };
  });
  if (out instanceof AppError) throw out;
  return out;
}

/** Refuses a holder who is not the person of the borrower's verified ID (certification's person-name rule). */
async function checkHolder(trx: Db, userId: number, account: AccountInput): Promise<void> {
  const verified = (await findKycRecord(trx, userId))?.full_name;
  if (!verified || !sameName(account.accountName, verified))
    throw new AppError(400, 'accountNameNotYours', undefined, { field: 'accountName' });
}

const toRow = (a: AccountInput) => ({ bankCode: a.bank.bankCode, accountNo: a.accountNo, accountName: a.accountName });

/**
 * A certified borrower's change: the fields and the holder's name are checked before the code, so a
 * typo costs no code; a wrong code is counted and returned (committed with the count).
 */
async function modifyAccount(
  trx: Db,
  userId: number,
  bizStatus: number,
  account: AccountInput,
  code: unknown,
  opts: SaveAccountOptions,
): Promise<SaveAccountAnswer | AppError> {
  if (typeof code !== 'string' || !isCode(code)) throw new AppError(400, 'accountCodeRequired', undefined, { field: 'code' });
  await checkHolder(trx, userId, account);
  const refusal = await checkAccountCode(trx, userId, code.trim(), opts.realNow);
  if (refusal) return refusal;
  const appliesTo = changeAppliesTo((await findOpenBill(trx, userId))?.status);
  await withdrawHeldChanges(trx, userId, opts.now);
  const held = (await otherHoldersOf(trx, userId, account.accountNo)).length > 0;
  const heldId = held ? await insertHeldChange(trx, userId, toRow(account), opts.now) : undefined;
  if (!held) await saveAccount(trx, userId, toRow(account), opts.now);
  const note = { bankName: account.bank.bankName, accountNo: maskAccountNo(account.accountNo), appliesTo };
  const event = heldId === undefined ? { outcome: 'saved' as const, eventId: opts.realNow } : { outcome: 'held' as const, eventId: heldId };
  await tellAccountChanged(trx, userId, { ...note, ...event }, opts.now);
  return held ? { bizStatus, appliesTo, held } : { bizStatus, appliesTo };
}

/**
 * The borrower's account with the number masked (only the last four digits shown), which loans a
 * change made now would reach, the verified name a new holder must match, and an account waiting for
 * the operator; before one is saved, only the one waiting (`{}` when none).
 */
export async function userBankAccount(db: Db, userId: number): Promise<BankAccount | NoAccountYet> {
  const a = await findAccount(db, userId);
  const held = await findHeldChangeOf(db, userId);
  const waiting = held && {
    held: {
      bankName: findBank(held.bank_code)?.bankName ?? held.bank_code,
      accountNo: maskAccountNo(held.account_no),
      accountName: held.account_name,
    },
  };
  if (!a) return { ...waiting };
  const verifiedName = (await findKycRecord(db, userId))?.full_name;
  return {
    bankCode: a.bank_code,
    bankName: findBank(a.bank_code)?.bankName ?? a.bank_code,
    accountNo: maskAccountNo(a.account_no),
    accountName: a.account_name,
    changeAppliesTo: changeAppliesTo((await findOpenBill(db, userId))?.status),
    ...(verifiedName && { verifiedName }),
    ...waiting,
  };
}
