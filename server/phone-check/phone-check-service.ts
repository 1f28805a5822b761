// The certification phone check (10 -> 20): a 4-digit code sent to the borrower's own number by SMS
// (`l`) or by a call (`f`), with the protections of sign-in codes (5-minute expiry, one a minute and
// five an hour per borrower, ten an hour per device, a 15-minute lock after 5 wrong codes), counted
// apart from sign-in. Each runs in one serialisable transaction, as sign-in does.
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
import { phoneCheckCodes } from '../auth/code-repo';
import { maskPhone } from '../auth/otp-service';
import { completeStep, requireStep } from '../certification/status-repo';
import type { StatusMoved } from '../../contract/common';
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import { AppError } from '../app-error';
import type { Log } from '../log';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../time';
import { phoneOf } from '../auth/user-repo';
import { readPhoneCheckGuard, writePhoneCheckGuard } from './phone-check-repo';

/** `l`: code by SMS; `f`: code by a call (PRODUCT.md section 8). */
export type PhoneCheckMode = 'l' | 'f';

/** Delivers a phone-check code to a number; rejects when it could not. */
export type PhoneCheckSend = (phone: string, code: string, mode: PhoneCheckMode) => Promise<void>;

/** Sends a new code to the borrower's own number, within the limits; answers when the next may be asked. */
export async function sendPhoneCheckCode(
  { db, log }: { db: Db; log: Log },
  send: PhoneCheckSend,
  req: { userId: number; deviceId: string; mode: PhoneCheckMode; now: number },
): Promise<{ resendIn: number; expiresIn: number }> {
  const { userId, deviceId, mode, now } = req;
  const code = newCode();
  const { id, phone } = await serializable(db, async (trx) => {
    await requireStep(trx, userId, 'phoneCheck');
    checkNotLocked((await readPhoneCheckGuard(trx, userId)).locked_until, now);
    checkSendLimits(await phoneCheckCodes.history(trx, userId, deviceId, now - HOUR_MS), now);
    const phone = await phoneOf(trx, userId);
    const salt = newSalt();
    const id = await phoneCheckCodes.insert(trx, {
      user_id: userId,
      phone,
      device_id: deviceId,
      mode,
      salt,
      code_hash: hashCode(salt, phone, code),
      created_at: now,
      expires_at: now + CODE_TTL_MS,
    });
    return { id, phone };
  });
  try {
    await send(phone, code, mode);
  } catch (e) {
    await phoneCheckCodes.remove(db, id);
    log.error('phone check send failed', { phone: maskPhone(phone), mode, error: (e as Error).message });
    throw new AppError(503, 'smsFailed');
  }
  log.info('phone check code sent', { phone: maskPhone(phone), mode });
  return { resendIn: PHONE_INTERVAL_MS / SECOND_MS, expiresIn: CODE_TTL_MS / SECOND_MS };
}

/**
 * Checks the typed code and moves the borrower to 20. Wrong codes count; the fifth in a row locks
 * the check for 15 minutes. Refusals are returned out of the transaction so the count is committed.
 */
export async function verifyPhoneCheckCode(db: Db, userId: number, code: string, now: number): Promise<StatusMoved> {
  const out = await serializable(db, async (trx): Promise<number | AppError> => {
    await requireStep(trx, userId, 'phoneCheck');
    const guard = await readPhoneCheckGuard(trx, userId);
    checkNotLocked(guard.locked_until, now);
    const latest = await phoneCheckCodes.latest(trx, userId);
    if (!latest || latest.used_at !== null || latest.expires_at <= now) return new AppError(400, 'codeRequestNew');
    if (codeMatches(latest, latest.phone, code) && (await phoneCheckCodes.use(trx, latest.id, now))) {
      await writePhoneCheckGuard(trx, userId, 0, null);
      return completeStep(trx, userId, 'phoneCheck');
    }
    const failures = guard.failures + 1;
    if (failures >= MAX_WRONG_CODES) {
      await writePhoneCheckGuard(trx, userId, 0, now + LOCK_MS);
      return new AppError(423, 'phoneLocked', { minutes: LOCK_MS / MINUTE_MS }, { retryAfter: LOCK_MS / SECOND_MS });
    }
    await writePhoneCheckGuard(trx, userId, failures, null);
    return new AppError(400, 'codeWrong', undefined, { attemptsLeft: MAX_WRONG_CODES - failures });
  });
  if (out instanceof AppError) throw out;
  return { bizStatus: out };
}
