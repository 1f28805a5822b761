// Every phone field of the app (sign-in, emergency contacts, e-wallet accounts) reads, checks and
// shows a number here, by the rule the server applies too (contract/phone.ts), with this build's
// PHONE_LENGTH.
import { compactPhone, mobileDigits as digitsOf } from '../../contract/phone';
import { settings } from '../settings';

/** The national significant number (`9171234567`) of a Philippine mobile, or null when `raw` is not one. */
export function mobileDigits(raw: string, length = settings.phoneLength): string | null {
  return digitsOf(raw, length);
}

/** The phone as the server stores it (`09171234567`); input that is not a mobile comes back without its spaces and dashes. */
export function normalizePhone(raw: string, length = settings.phoneLength): string {
  const nsn = mobileDigits(raw, length);
  return nsn ? '0' + nsn : compactPhone(raw);
}

/** True when `raw` is a Philippine mobile in any accepted form. */
export function isMobile(raw: string, length = settings.phoneLength): boolean {
  return mobileDigits(raw, length) !== null;
}

/** What a phone field keeps of a keystroke or a paste: digits, one leading +, spaces and dashes (letters never get in). */
export function phoneKeystrokes(raw: string): string {
  const kept = raw.replace(/[^\d\s+-]/g, '');
  return kept.slice(0, 1) + kept.slice(1).replace(/\+/g, '');
}

/** What a phone field shows after a keystroke or paste: no letters; a whole mobile in any form grouped as `917 123 4567` (after a +63 prefix). */
export function phoneFieldText(raw: string, length = settings.phoneLength): string {
  const kept = phoneKeystrokes(raw);
  const nsn = mobileDigits(kept, length);
  return nsn ? groupNational(nsn) : kept;
}

/** A national number grouped for reading after the +63 prefix: `917 123 4567` (the last four stay together). */
export function groupNational(nsn: string): string {
  return [nsn.slice(0, 3), nsn.slice(3, -4), nsn.slice(-4)].filter(Boolean).join(' ');
}

/** The example every phone field's hint gives, as written at home: `0917 123 4567`. */
export function phoneExample(length = settings.phoneLength): string {
  return '0' + groupNational('9171234567'.padEnd(length, '0').slice(0, length));
}

/** A mobile as people read it: `+63 917 123 4567`; anything else as it came. */
export function formatPhone(raw: string, length = settings.phoneLength): string {
  const nsn = mobileDigits(raw, length);
  return nsn ? '+63 ' + groupNational(nsn) : raw;
}

/** A mobile shown over a shoulder: `+63 917•••4567`, enough to recognise, not enough to read. */
export function maskPhone(raw: string, length = settings.phoneLength): string {
  const nsn = mobileDigits(raw, length);
  return nsn ? `+63 ${nsn.slice(0, 3)}•••${nsn.slice(-4)}` : raw;
}
