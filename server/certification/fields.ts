// Field rules shared by the certification steps: required text, dictionary choices, whole numbers,
// birth dates. Each refusal is code 400 with the field named in `data.field`, so the app can show
// the message under that field.
import { cleanPersonName, isPersonName } from '../../contract/person-name';
import { MANILA_OFFSET_MS, parseDayMonthYear } from '../../contract/calendar';
import { AGE_RANGE, BASE_INFO_LIMITS, EMAIL_PATTERN } from '../../contract/personal-info';
import { AppError } from '../app-error';
import type { MessageKey } from '../i18n/en';

type Key = MessageKey;

const refuse = (field: string, key: Key, params?: Record<string, string | number>) =>
  new AppError(400, key, params ?? { field }, { field });

/** Trimmed text of 1 to `max` characters (inner runs of spaces made single); refuses empty or too long. */
export function requiredText(body: Record<string, unknown>, field: string, max: number): string {
  const v = body[field];
  if (typeof v !== 'string' || !v.trim()) throw refuse(field, 'fieldRequired');
  const text = v.trim().replace(/\s+/g, ' ');
  if (text.length > max) throw refuse(field, 'invalidField');
  return text;
}

/** One key of a dictionary; refuses anything else with `dictChoice`. */
export function dictChoice(body: Record<string, unknown>, field: string, keys: ReadonlySet<string>): string {
  const v = body[field];
  if (typeof v !== 'string' || !keys.has(v))
    throw refuse(field, v === undefined || v === null || v === '' ? 'fieldRequired' : 'dictChoice');
  return v;
}

/** A whole number in [min, max] (numeric strings accepted); refuses with `key`. */
export function wholeNumber(body: Record<string, unknown>, field: string, min: number, max: number, key: Key): number {
  const v = body[field];
  if (v === undefined || v === null || v === '') throw refuse(field, 'fieldRequired');
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw refuse(field, key);
  return n;
}

/** The calendar date in the Philippines at business time `now`, as YYYYMMDD. */
export function manilaDate(now: number): number {
  const d = new Date(now + MANILA_OFFSET_MS);
  return d.getUTCFullYear() * 10_000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
}

/**
 * A real DD/MM/YYYY date (single-digit day and month accepted, answered zero-padded) on which the
 * borrower is 18 to 80 years old at business time `now` by the Philippine calendar.
 */
export function birthday(body: Record<string, unknown>, field: string, now: number): string {
  const v = body[field];
  if (typeof v !== 'string' || !v.trim()) throw refuse(field, 'fieldRequired');
  const date = parseDayMonthYear(v);
  if (!date) throw refuse(field, 'birthdayFormat');
  const { y, m: mo, d } = date;
  const today = manilaDate(now);
  const born = y * 10_000 + mo * 100 + d;
  // Born on or before today 18 years ago, and on or after today 80 years ago (the picker's window).
  if (born > today - AGE_RANGE.min * 10_000 || born < today - AGE_RANGE.max * 10_000) throw refuse(field, 'birthdayAge', { ...AGE_RANGE });
  return `${String(d).padStart(2, '0')}/${String(mo).padStart(2, '0')}/${y}`;
}

/** A plausible email address (one @, a dotted domain, no spaces, at most 254 characters), in lower case. */
export function email(body: Record<string, unknown>, field: string): string {
  const v = body[field];
  if (typeof v !== 'string' || !v.trim()) throw refuse(field, 'fieldRequired');
  const text = v.trim().toLowerCase();
  if (text.length > BASE_INFO_LIMITS.email || !EMAIL_PATTERN.test(text)) throw refuse(field, 'emailFormat');
  return text;
}

/** A person's name as on an ID, cleaned, by the rule the client applies too (contract/person-name.ts). */
export function personName(body: Record<string, unknown>, field: string, key: Key = 'fullNameFormat'): string {
  const v = body[field];
  if (typeof v !== 'string' || !v.trim()) throw refuse(field, key);
  const text = cleanPersonName(v);
  if (!isPersonName(text)) throw refuse(field, key);
  return text;
}
