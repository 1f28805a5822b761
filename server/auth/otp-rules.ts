// The protections around 4-digit codes (PRODUCT.md section 5), as plain functions of time.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '../../contract/code';
import { sha256Hex } from '../hash';
import { AppError } from '../app-error';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../time';

/** A code is valid this long after it was sent. */
export const CODE_TTL_MS = 5 * MINUTE_MS;
/** A phone gets at most one code a minute... */
export const PHONE_INTERVAL_MS = MINUTE_MS;
/** ...and five an hour. */
export const PHONE_PER_HOUR = 5;
/** A device gets ten codes an hour, whatever the phones. */
export const DEVICE_PER_HOUR = 10;
/** Wrong codes in a row that lock the source: the phone, from that device at that address only. */
export const MAX_WRONG_CODES = 5;
/** How long the lock lasts. */
export const LOCK_MS = 15 * MINUTE_MS;
/**
 * Wrong codes a phone takes in a day from all sources together: a targeted phone's odds stay near
 * 10 in 10,000 a day, however many devices and addresses guess. Past it, only a device that signed
 * in with the phone before may still sign in.
 */
export const PHONE_WRONG_PER_DAY = 10;
/** The window of the daily cap. */
export const WRONG_WINDOW_MS = DAY_MS;

/** A new code from the crypto generator: CODE_LENGTH digits. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** The stored form of a new code sent to `phone`: a fresh random salt and the salted hash. */
export function sealCode(phone: string, code: string): { salt: string; code_hash: string } {
  const salt = randomBytes(16).toString('hex');
  return { salt, code_hash: hashCode(salt, phone, code) };
}

/** The stored form of a code: salted SHA-256 bound to the phone. */
export function hashCode(salt: string, phone: string, code: string): string {
  return sha256Hex(`${salt}:${phone}:${code}`);
}

/** Compares a typed code with the stored hash in constant time. */
export function codeMatches(stored: { salt: string; code_hash: string }, phone: string, code: string): boolean {
  return timingSafeEqual(Buffer.from(hashCode(stored.salt, phone, code), 'hex'), Buffer.from(stored.code_hash, 'hex'));
}

/** The answer to a sent code, in seconds: when the next may be asked, and how long this one works. */
export function codeSentAnswer(): { resendIn: number; expiresIn: number } {
  return { resendIn: PHONE_INTERVAL_MS / SECOND_MS, expiresIn: CODE_TTL_MS / SECOND_MS };
}

/** The send times that count against the limits. */
export interface SendHistory {
  /** Times codes were sent to this phone in the last hour. */
  phone: number[];
  /** Times codes were sent from this device in the last hour. */
  device: number[];
}

/** Throws the localised refusal (code 429) when sending now would break a limit. */
export function checkSendLimits(history: SendHistory, now: number): void {
  const latest = Math.max(0, ...history.phone);
  if (now - latest < PHONE_INTERVAL_MS) {
    const seconds = Math.ceil((latest + PHONE_INTERVAL_MS - now) / SECOND_MS);
    throw new AppError(429, 'otpWait', { seconds }, { retryAfter: seconds });
  }
  // The phone's hourly count, then the device's: the first one full refuses, until its oldest send is an hour old.
  const hourly = [
    ['otpPhoneLimit', history.phone, PHONE_PER_HOUR],
    ['otpDeviceLimit', history.device, DEVICE_PER_HOUR],
  ] as const;
  for (const [key, times, max] of hourly) {
    const wait = times.length >= max ? Math.min(...times) + HOUR_MS - now : 0;
    if (wait > 0) throw new AppError(429, key, { minutes: Math.ceil(wait / MINUTE_MS) }, { retryAfter: Math.ceil(wait / SECOND_MS) });
  }
}

/**
 * The refusal (code 423) once the phone took its day's wrong codes (`failures`: their times, newest
 * first); it lasts until the oldest of them leaves the window. Null while below the cap.
 */
export function dailyCapRefusal(failures: number[], now: number): AppError | null {
  if (failures.length < PHONE_WRONG_PER_DAY) return null;
  const wait = Math.max(SECOND_MS, failures[PHONE_WRONG_PER_DAY - 1] + WRONG_WINDOW_MS - now);
  return new AppError(423, 'phoneDailyCap', { hours: Math.ceil(wait / HOUR_MS) }, { retryAfter: Math.ceil(wait / SECOND_MS) });
}

/** Throws code 423 while the source is locked after too many wrong codes. */
export function checkNotLocked(lockedUntil: number | null | undefined, now: number): void {
  if (lockedUntil && lockedUntil > now) {
    const wait = lockedUntil - now;
    throw new AppError(423, 'phoneLocked', { minutes: Math.ceil(wait / MINUTE_MS) }, { retryAfter: Math.ceil(wait / SECOND_MS) });
  }
}
