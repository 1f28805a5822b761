// Codes sent to a signed-in borrower's own phone: the certification phone check, and the code that
// confirms a change of payout account. Each purpose has its own codes and lock, counted apart from
// sign-in's and from each other, under the sign-in codes' protections (5-minute expiry, one a minute
// and five an hour per borrower, ten an hour per device, a 15-minute lock after 5 wrong codes).
import type { Db } from '../db/connection';
import type { AccountCode, PhoneCheckCode } from '../db/schema';
import { serializable } from '../db/serializable';
import { AppError } from '../app-error';
import type { Log } from '../log';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../time';
import { phoneOf } from './user-repo';
import { type GuardTable, readBorrowerGuard, writeBorrowerGuard } from './borrower-guard-repo';
import { accountCodes, type CodeStore, phoneCheckCodes } from './code-repo';
import {
  checkNotLocked,
  checkSendLimits,
  CODE_TTL_MS,
  codeSentAnswer,
  codeMatches,
  LOCK_MS,
  MAX_WRONG_CODES,
  newCode,
  sealCode,
} from './otp-rules';
import { maskPhone } from './otp-service';

/** What a borrower's code confirms: the phone check (10 -> 20), or a change of payout account. */
export type BorrowerCodePurpose = 'phone-check' | 'account';

interface Purpose {
  store: CodeStore<PhoneCheckCode | AccountCode, number>;
  guard: GuardTable;
  /** The log lines' words. */
  logAs: string;
  /** What refusals name as the field to fix, for a form that shows it beside the field. */
  field?: { field: 'code' };
}

const PURPOSES: Record<BorrowerCodePurpose, Purpose> = {
  'phone-check': { store: phoneCheckCodes as Purpose['store'], guard: 'phone_check_guard', logAs: 'phone check code' },
  account: { store: accountCodes as Purpose['store'], guard: 'account_code_guard', logAs: 'account code', field: { field: 'code' } },
};

/**
 * Sends a new code for `purpose` to the borrower's own phone, within the limits; answers when the
 * next may be asked. `allowed` refuses (throws) inside the same transaction when the borrower may not
 * ask; `extra` is stored with the code and logged (the phone check's mode).
 */
export async function sendBorrowerCode(
  { db, log }: { db: Db; log: Log },
  purpose: BorrowerCodePurpose,
  send: (phone: string, code: string) => Promise<void>,
  req: { userId: number; deviceId: string; now: number; allowed: (trx: Db) => Promise<unknown>; extra?: { mode: string } },
): Promise<{ resendIn: number; expiresIn: number }> {
  const { store, guard, logAs } = PURPOSES[purpose];
  const { userId, deviceId, now, extra } = req;
  const code = newCode();
  const { id, phone } = await serializable(db, async (trx) => {
    await req.allowed(trx);
    checkNotLocked((await readBorrowerGuard(trx, guard, userId)).locked_until, now);
    checkSendLimits(await store.history(trx, userId, deviceId, now - HOUR_MS), now);
    const phone = await phoneOf(trx, userId);
    const row = { user_id: userId, phone, device_id: deviceId, ...sealCode(phone, code), ...extra };
    return { id: await store.insert(trx, { ...row, created_at: now, expires_at: now + CODE_TTL_MS } as never), phone };
  });
  try {
    await send(phone, code);
  } catch (e) {
    await store.remove(db, id);
    log.error(`${logAs} send failed`, { phone: maskPhone(phone), ...extra, error: (e as Error).message });
    throw new AppError(503, 'smsFailed');
  }
  log.info(`${logAs} sent`, { phone: maskPhone(phone), ...extra });
  return codeSentAnswer();
}

/**
 * Checks a typed code for `purpose` inside the caller's transaction; a right one is used up. Wrong
 * codes count and the fifth in a row locks that purpose for 15 minutes. The refusal is returned, not
 * thrown, so the caller commits the count before refusing.
 */
export async function checkBorrowerCode(
  trx: Db,
  purpose: BorrowerCodePurpose,
  userId: number,
  code: string,
  now: number,
): Promise<AppError | null> {
  const { store, guard: table, field } = PURPOSES[purpose];
  const guard = await readBorrowerGuard(trx, table, userId);
  try {
    checkNotLocked(guard.locked_until, now);
  } catch (e) {
    return e as AppError;
  }
  const latest = await store.latest(trx, userId);
  if (!latest || latest.used_at !== null || latest.expires_at <= now) return new AppError(400, 'codeRequestNew', undefined, field ?? null);
  if (codeMatches(latest, latest.phone, code) && (await store.use(trx, latest.id, now))) {
    await writeBorrowerGuard(trx, table, userId, 0, null);
    return null;
  }
  const failures = guard.failures + 1;
  if (failures >= MAX_WRONG_CODES) {
    await writeBorrowerGuard(trx, table, userId, 0, now + LOCK_MS);
    return new AppError(423, 'phoneLocked', { minutes: LOCK_MS / MINUTE_MS }, { retryAfter: LOCK_MS / SECOND_MS, ...field });
  }
  await writeBorrowerGuard(trx, table, userId, failures, null);
  return new AppError(400, 'codeWrong', undefined, { attemptsLeft: MAX_WRONG_CODES - failures, ...field });
}
