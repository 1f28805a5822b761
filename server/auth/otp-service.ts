// Sending and checking sign-in codes, each inside one serialisable transaction so parallel
// requests cannot slip past the limits or the lock.
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import type { Deps } from '../deps';
import { AppError } from '../app-error';
import type { Lang } from '../i18n/messages';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../time';
import { type CodeStore, eraseCodes, signInCodes } from './code-repo';
import type { OtpCode } from '../db/schema';
import { ipLimitRefusal, recordIpAttempt } from './ip-limits';
import { isKnownDevice, readGuard, recentFailures, recordFailure, rememberDevice, type Source, writeGuard } from './otp-repo';
import {
  checkNotLocked,
  checkSendLimits,
  CODE_TTL_MS,
  codeSentAnswer,
  codeMatches,
  dailyCapRefusal,
  LOCK_MS,
  MAX_WRONG_CODES,
  newCode,
  sealCode,
  PHONE_WRONG_PER_DAY,
  WRONG_WINDOW_MS,
} from './otp-rules';

/** Sends a new sign-in code to the phone, within the limits; answers when the next one may be asked. */
export function sendSignInCode(deps: Deps, phone: string, deviceId: string, ip: string, lang: Lang) {
  return sendCode(deps, phone, deviceId, ip, lang, 'sign-in');
}

/** Sends a code that confirms erasing the account, under the sign-in codes' limits and lock. */
export function sendEraseCode(deps: Deps, phone: string, deviceId: string, ip: string, lang: Lang) {
  return sendCode(deps, phone, deviceId, ip, lang, 'erase');
}

async function sendCode({ db, clock, sms, log }: Deps, phone: string, deviceId: string, ip: string, lang: Lang, purpose: CodePurpose) {
  const store = storeFor(purpose);
  // Limits, lock-outs and the code's expiry follow real time (PRODUCT.md "Clocks").
  const now = clock.realNow();
  const code = newCode();
  const src = { phone, deviceId, ip };
  const id = await serializable(db, async (trx) => {
    checkNotLocked((await readGuard(trx, src)).locked_until, now);
    // Past the phone's daily cap a code is only worth sending to a device that may still use it.
    const capped = await phoneCapRefusal(trx, src, now);
    if (capped) throw capped;
    const ipRefusal = await ipLimitRefusal(trx, ip, deviceId, 'send', now);
    if (ipRefusal) throw ipRefusal;
    checkSendLimits(await signInCodes.history(trx, phone, deviceId, now - HOUR_MS), now);
    await recordIpAttempt(trx, ip, deviceId, 'send', now);
    return store.insert(trx, {
      phone,
      device_id: deviceId,
      ...sealCode(phone, code),
      created_at: now,
      expires_at: now + CODE_TTL_MS,
    });
  });
  try {
    await sms.sendCode(phone, code, lang, purpose);
  } catch (e) {
    await store.remove(db, id);
    log.error('sms failed', { phone: maskPhone(phone), error: (e as Error).message });
    throw new AppError(503, 'smsFailed');
  }
  log.info('otp sent', { phone: maskPhone(phone), purpose });
  return codeSentAnswer();
}

/** What a code is for: each works only for its own purpose. */
export type CodePurpose = 'sign-in' | 'erase';

function storeFor(purpose: CodePurpose): CodeStore<OtpCode, string> {
  return purpose === 'erase' ? eraseCodes : signInCodes;
}

/** The daily cap's refusal for this source: null for a device that signed in with the phone before. */
async function phoneCapRefusal(trx: Db, src: Source, now: number): Promise<AppError | null> {
  const refusal = dailyCapRefusal(await recentFailures(trx, src.phone, now - WRONG_WINDOW_MS, PHONE_WRONG_PER_DAY), now);
  return refusal && !(await isKnownDevice(trx, src.phone, src.deviceId)) ? refusal : null;
}

/**
 * Checks a code inside the caller's transaction. Wrong codes count against the source (the phone
 * from this device at this address): the fifth in a row locks that source for 15 minutes, and while
 * locked even the right code is refused from it; the owner elsewhere is not locked out. They also
 * count against the phone's daily cap. A right code is used up and remembers the device. Refusals
 * are returned, not thrown, so the counts they carry are committed.
 */
export async function checkSignInCode(
  trx: Db,
  src: Source,
  code: string,
  now: number,
  purpose: CodePurpose = 'sign-in',
): Promise<AppError | null> {
  const guard = await readGuard(trx, src);
  try {
    checkNotLocked(guard.locked_until, now);
  } catch (e) {
    return e as AppError;
  }
  const capped = await phoneCapRefusal(trx, src, now);
  if (capped) return capped;
  const store = storeFor(purpose);
  const latest = await store.latest(trx, src.phone);
  // Without a live code there is nothing to guess: refusing without counting keeps anyone from
  // locking a phone whose codes they never asked for.
  if (!latest || latest.used_at !== null || latest.expires_at <= now) return new AppError(400, 'codeRequestNew');
  if (codeMatches(latest, src.phone, code) && (await store.use(trx, latest.id, now))) {
    await writeGuard(trx, src, 0, null, now);
    await rememberDevice(trx, src.phone, src.deviceId, now);
    return null;
  }
  await recordFailure(trx, src, now);
  const failures = guard.failures + 1;
  if (failures >= MAX_WRONG_CODES) {
    await writeGuard(trx, src, 0, now + LOCK_MS, now);
    return new AppError(423, 'phoneLocked', { minutes: LOCK_MS / MINUTE_MS }, { retryAfter: LOCK_MS / SECOND_MS });
  }
  await writeGuard(trx, src, failures, null, now);
  const known = await isKnownDevice(trx, src.phone, src.deviceId);
  const today = await recentFailures(trx, src.phone, now - WRONG_WINDOW_MS, PHONE_WRONG_PER_DAY);
  if (!known) {
    const capNow = dailyCapRefusal(today, now);
    if (capNow) return capNow;
  }
  const left = MAX_WRONG_CODES - failures;
  return new AppError(400, 'codeWrong', undefined, { attemptsLeft: known ? left : Math.min(left, PHONE_WRONG_PER_DAY - today.length) });
}

/** A phone for logs: first four and last two digits. */
export function maskPhone(phone: string): string {
  return phone.length > 6 ? `${phone.slice(0, 4)}****${phone.slice(-2)}` : '****';
}
