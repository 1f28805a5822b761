// The code that confirms a change of payout account (purpose `account`): sent to the borrower's own
// phone with the protections of sign-in codes, counted apart from them (auth/borrower-code.ts). A
// session token alone, stolen or left open, can no longer redirect a loan.
import { checkBorrowerCode, sendBorrowerCode } from '../auth/borrower-code';
import { checkCertified } from '../certification/steps';
import { readStatus } from '../certification/status-repo';
import type { Db } from '../db/connection';
import type { AppError } from '../app-error';
import type { Log } from '../log';

/** Delivers an account-change code to the borrower's phone; rejects when it could not. */
export type AccountCodeSend = (phone: string, code: string) => Promise<void>;

/** Sends a new code to a certified borrower's own phone, within the limits; answers when the next may be asked. */
export function sendAccountCode(
  deps: { db: Db; log: Log },
  send: AccountCodeSend,
  req: { userId: number; deviceId: string; now: number },
): Promise<{ resendIn: number; expiresIn: number }> {
  const allowed = async (trx: Db) => checkCertified(await readStatus(trx, req.userId));
  return sendBorrowerCode(deps, 'account', send, { ...req, allowed });
}

/**
 * Checks a typed code inside the caller's transaction; a right one is used up. Wrong codes count and
 * the fifth in a row locks changes for 15 minutes. The refusal is returned, not thrown, so the caller
 * commits the count before refusing.
 */
export function checkAccountCode(trx: Db, userId: number, code: string, now: number): Promise<AppError | null> {
  return checkBorrowerCode(trx, 'account', userId, code, now);
}
