// The code that confirms a change of payout account (purpose `account`): sent to the borrower's own
// phone, with the protections of sign-in codes (5-minute expiry, one a minute and five an hour per
// borrower, ten an hour per device, a 15-minute lock after 5 wrong codes), counted apart from them.
// A session token alone, stolen or left open, can no longer redirect a loan.
import { accountCodes } from '../auth/code-repo';
import {
  checkNotLocked,
  checkSendLimits,
  CODE_TTL_MS,
  codeMatches,
  hashCode,
  LOCK_MS,
  MAX_WRONG_CODES,
  newCode,
  newSalt,
  PHONE_INTERVAL_MS,
} from '../auth/otp-rules';
import { maskPhone } from '../auth/otp-service';
import { checkCertified } from '../certification/steps';
import { readStatus } from '../certification/status-repo';
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import { AppError } from '../app-error';
import type { Log } from '../log';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../time';
import { phoneOf } from '../auth/user-repo';
import { readCodeGuard, writeCodeGuard } from './code-guard-repo';

/** Delivers an account-change code to the borrower's phone; rejects when it could not. */
export type AccountCodeSend = (phone: string, code: string) => Promise<void>;

/** Sends a new code to a certified borrower's own phone, within the limits; answers when the next may be asked. */
export async function sendAccountCode(
  { db, log }: { db: Db; log: Log },
  send: AccountCodeSend,
  req: { userId: number; deviceId: string; now: number },
): Promise<{ resendIn: number; expiresIn: number }> {
  const { userId, deviceId, now } = req;
  const code = newCode();
  const { id, phone } = await serializable(db, async (trx) => {
    checkCertified(await readStatus(trx, userId));
    checkNotLocked((await readCodeGuard(trx, userId)).locked_until, now);
    checkSendLimits(await accountCodes.history(trx, userId, deviceId, now - HOUR_MS), now);
    const phone = await phoneOf(trx, userId);
    const salt = newSalt();
    const row = { user_id: userId, phone, device_id: deviceId, salt, code_hash: hashCode(salt, phone, code) };
    return { id: await accountCodes.insert(trx, { ...row, created_at: now, expires_at: now + CODE_TTL_MS }), phone };
  });
  try {
    await send(phone, code);
  } catch (e) {
    await accountCodes.remove(db, id);
    log.error('account code send failed', { phone: maskPhone(phone), error: (e as Error).message });
    throw new AppError(503, 'smsFailed');
  }
  log.info('account code sent', { phone: maskPhone(phone) });
  return { resendIn: PHONE_INTERVAL_MS / SECOND_MS, expiresIn: CODE_TTL_MS / SECOND_MS };
}

/**
 * Checks a typed code inside the caller's transaction; a right one is used up. Wrong codes count and
 * the fifth in a row locks changes for 15 minutes. The refusal is returned, not thrown, so the caller
 * commits the count before refusing.
 */
export async function checkAccountCode(trx: Db, userId: number, code: string, now: number): Promise<AppError | null> {
  const guard = await readCodeGuard(trx, userId);
  try {
    checkNotLocked(guard.locked_until, now);
  } catch (e) {
    return e as AppError;
  }
  const latest = await accountCodes.latest(trx, userId);
  if (!latest || latest.used_at !== null || latest.expires_at <= now)
    return new AppError(400, 'codeRequestNew', undefined, { field: 'code' });
  if (codeMatches(latest, latest.phone, code) && (await accountCodes.use(trx, latest.id, now))) {
    await writeCodeGuard(trx, userId, 0, null);
    return null;
  }
  const failures = guard.failures + 1;
  if (failures >= MAX_WRONG_CODES) {
    await writeCodeGuard(trx, userId, 0, now + LOCK_MS);
    return new AppError(423, 'phoneLocked', { minutes: LOCK_MS / MINUTE_MS }, { retryAfter: LOCK_MS / SECOND_MS, field: 'code' });
  }
  await writeCodeGuard(trx, userId, failures, null);
  return new AppError(400, 'codeWrong', undefined, { attemptsLeft: MAX_WRONG_CODES - failures, field: 'code' });
}
