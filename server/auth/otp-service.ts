// Sending and checking sign-in codes, each inside one serialisable transaction so parallel
// requests cannot slip past the limits or the lock.
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import type { Deps } from '../deps';
import { AppError } from '../http/app-error';
import type { Lang } from '../i18n/messages';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../time';
import { ipLimitRefusal, recordIpAttempt } from './ip-limits';
import { deleteCode, insertCode, latestCode, readGuard, sendHistory, useCode, writeGuard } from './otp-repo';
import {
  checkNotLocked, checkSendLimits, CODE_TTL_MS, codeMatches, hashCode, LOCK_MS, MAX_WRONG_CODES, newCode, newSalt, PHONE_INTERVAL_MS,
} from './otp-rules';

/** Sends a new sign-in code to the phone, within the limits; answers when the next one may be asked. */
export async function sendSignInCode({ db, clock, sms, log }: Deps, phone: string, deviceId: string, ip: string, lang: Lang) {
  const now = clock.now();
  const code = newCode();
  const id = await serializable(db, async (trx) => {
    checkNotLocked((await readGuard(trx, phone)).locked_until, now);
    const ipRefusal = await ipLimitRefusal(trx, ip, 'send', now);
    if (ipRefusal) throw ipRefusal;
    checkSendLimits(await sendHistory(trx, phone, deviceId, now - HOUR_MS), now);
    await recordIpAttempt(trx, ip, 'send', now);
    const salt = newSalt();
    return insertCode(trx, { phone, device_id: deviceId, salt, code_hash: hashCode(salt, phone, code), created_at: now, expires_at: now + CODE_TTL_MS });
  });
  try {
    await sms.sendCode(phone, code, lang);
  } catch (e) {
    await deleteCode(db, id);
    log.error('sms failed', { phone: maskPhone(phone), error: (e as Error).message });
    throw new AppError(503, 'smsFailed');
  }
  log.info('otp sent', { phone: maskPhone(phone) });
  return { expiresIn: CODE_TTL_MS / SECOND_MS, resendIn: PHONE_INTERVAL_MS / SECOND_MS };
}

/**
 * Checks a code inside the caller's transaction. Wrong codes count against the phone; the fifth in
 * a row locks it for 15 minutes, and while locked even the right code is refused. A right code is
 * used up. Refusals are returned, not thrown, so the guard update they carry is committed.
 */
export async function checkSignInCode(trx: Db, phone: string, code: string, now: number): Promise<AppError | null> {
  const guard = await readGuard(trx, phone);
  try {
    checkNotLocked(guard.locked_until, now);
  } catch (e) {
    return e as AppError;
  }
  const latest = await latestCode(trx, phone);
  // Without a live code there is nothing to guess: refusing without counting keeps anyone from
  // locking a phone whose codes they never asked for.
  if (!latest || latest.used_at !== null || latest.expires_at <= now) return new AppError(400, 'codeRequestNew');
  if (codeMatches(latest, phone, code) && (await useCode(trx, latest.id, now))) {
    await writeGuard(trx, phone, 0, null);
    return null;
  }
  const failures = guard.failures + 1;
  if (failures >= MAX_WRONG_CODES) {
    await writeGuard(trx, phone, 0, now + LOCK_MS);
    return new AppError(423, 'phoneLocked', { minutes: LOCK_MS / MINUTE_MS }, { retryAfter: LOCK_MS / SECOND_MS });
  }
  await writeGuard(trx, phone, failures, null);
  return new AppError(400, 'codeWrong', undefined, { attemptsLeft: MAX_WRONG_CODES - failures });
}

/** A phone for logs: first four and last two digits. */
export function maskPhone(phone: string): string {
  return phone.length > 6 ? `${phone.slice(0, 4)}****${phone.slice(-2)}` : '****';
}
