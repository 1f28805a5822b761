// The certification phone check (10 -> 20): a 4-digit code sent to the borrower's own number by SMS
// (`l`) or by a call (`f`), with the protections of sign-in codes, counted apart from sign-in
// (auth/borrower-code.ts). Each runs in one serialisable transaction, as sign-in does.
import type { StatusMoved } from '../../contract/common';
import { checkBorrowerCode, sendBorrowerCode } from '../auth/borrower-code';
import { completeStep, requireStep } from '../certification/status-repo';
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import { AppError } from '../app-error';
import type { Log } from '../log';

/** `l`: code by SMS; `f`: code by a call (PRODUCT.md section 8). */
export type PhoneCheckMode = 'l' | 'f';

/** Delivers a phone-check code to a number; rejects when it could not. */
export type PhoneCheckSend = (phone: string, code: string, mode: PhoneCheckMode) => Promise<void>;

/** Sends a new code to the borrower's own number, within the limits; answers when the next may be asked. */
export function sendPhoneCheckCode(
  deps: { db: Db; log: Log },
  send: PhoneCheckSend,
  req: { userId: number; deviceId: string; mode: PhoneCheckMode; now: number },
): Promise<{ resendIn: number; expiresIn: number }> {
  const { mode, ...rest } = req;
  const allowed = (trx: Db) => requireStep(trx, req.userId, 'phoneCheck');
  return sendBorrowerCode(deps, 'phone-check', (phone, code) => send(phone, code, mode), { ...rest, allowed, extra: { mode } });
}

/**
 * Checks the typed code and moves the borrower to 20. Wrong codes count; the fifth in a row locks
 * the check for 15 minutes. Refusals are returned out of the transaction so the count is committed.
 */
export async function verifyPhoneCheckCode(db: Db, userId: number, code: string, now: number): Promise<StatusMoved> {
  const out = await serializable(db, async (trx): Promise<number | AppError> => {
    await requireStep(trx, userId, 'phoneCheck');
    return (await checkBorrowerCode(trx, 'phone-check', userId, code, now)) ?? completeStep(trx, userId, 'phoneCheck');
  });
  if (out instanceof AppError) throw out;
  return { bizStatus: out };
}
