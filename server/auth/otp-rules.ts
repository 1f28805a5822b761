// The protections around 4-digit codes (PRODUCT.md section 5), as plain functions of time.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sha256Hex } from '../hash';
import { AppError } from '../http/app-error';

/** A code is valid this long after it was sent. */
export const CODE_TTL_MS = 5 * 60_000;
/** A phone gets at most one code a minute... */
export const PHONE_INTERVAL_MS = 60_000;
/** ...and five an hour. */
export const PHONE_PER_HOUR = 5;
/** A device gets ten codes an hour, whatever the phones. */
export const DEVICE_PER_HOUR = 10;
/** Wrong codes in a row that lock the phone. */
export const MAX_WRONG_CODES = 5;
/** How long the lock lasts. */
export const LOCK_MS = 15 * 60_000;
/** One hour in milliseconds: the window of the hourly limits. */
export const HOUR_MS = 60 * 60_000;

/** A phone as the spec has it: `length` digits (PHONE_LENGTH, 10 by default) starting with 0; refuses with the spec's messages. */
export function checkPhone(phone: unknown, length = 10): string {
  if (phone === undefined || phone === null || String(phone).trim() === '') throw new AppError(400, 'phoneEmpty');
  const p = String(phone).trim();
  if (!new RegExp(`^0\\d{${length - 1}}$`).test(p)) throw new AppError(400, 'phoneFormat');
  return p;
}

/** A code as the spec has it: exactly 4 digits. */
export function checkCodeFormat(code: unknown): string {
  if (code === undefined || code === null || String(code).trim() === '') throw new AppError(400, 'codeEmpty');
  const c = String(code).trim();
  if (!/^\d{4}$/.test(c)) throw new AppError(400, 'codeFormat');
  return c;
}

/** A new 4-digit code from the crypto generator. */
export function newCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** A random salt for one code. */
export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/** The stored form of a code: salted SHA-256 bound to the phone. */
export function hashCode(salt: string, phone: string, code: string): string {
  return sha256Hex(`${salt}:${phone}:${code}`);
}

/** Compares a typed code with the stored hash in constant time. */
export function codeMatches(stored: { salt: string; code_hash: string }, phone: string, code: string): boolean {
  return timingSafeEqual(Buffer.from(hashCode(stored.salt, phone, code), 'hex'), Buffer.from(stored.code_hash, 'hex'));
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
    throw new AppError(429, 'otpWait', { seconds: Math.ceil((latest + PHONE_INTERVAL_MS - now) / 1000) }, { retryAfter: Math.ceil((latest + PHONE_INTERVAL_MS - now) / 1000) });
  }
  const over = (times: number[], max: number) => (times.length >= max ? Math.min(...times) + HOUR_MS - now : 0);
  const phoneWait = over(history.phone, PHONE_PER_HOUR);
  if (phoneWait > 0) throw new AppError(429, 'otpPhoneLimit', { minutes: Math.ceil(phoneWait / 60_000) }, { retryAfter: Math.ceil(phoneWait / 1000) });
  const deviceWait = over(history.device, DEVICE_PER_HOUR);
  if (deviceWait > 0) throw new AppError(429, 'otpDeviceLimit', { minutes: Math.ceil(deviceWait / 60_000) }, { retryAfter: Math.ceil(deviceWait / 1000) });
}

/** Throws code 423 while the phone is locked after too many wrong codes. */
export function checkNotLocked(lockedUntil: number | null | undefined, now: number): void {
  if (lockedUntil && lockedUntil > now) {
    const wait = lockedUntil - now;
    throw new AppError(423, 'phoneLocked', { minutes: Math.ceil(wait / 60_000) }, { retryAfter: Math.ceil(wait / 1000) });
  }
}

