// The phone rule of PRODUCT.md section 2, the one place every phone-shaped field goes through
// (sign-in, partner tasks, contacts, e-wallet accounts).
import { AppError } from '../app-error';

/**
 * The stored and answered form of a Philippine mobile (`09171234567`), or null when `raw` is not one.
 * `length` is PHONE_LENGTH: the digits after +63 (10), the first of which is 9 for a mobile. Typed
 * with the trunk 0, without it, or with +63 / 63; spaces and dashes are ignored.
 */
export function normalizePhone(raw: unknown, length: number): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const compact = String(raw).replace(/[\s-]/g, '');
  // The country code and the trunk 0 never come together (+630917… is not a number).
  const m = new RegExp(`^(?:\\+63|63|0)?(9\\d{${length - 1}})$`).exec(compact);
  return m ? '0' + m[1] : null;
}

/** The stored form of a phone; refuses a blank one (phoneEmpty) and anything else not a mobile (phoneFormat) with code 400. */
export function checkPhone(raw: unknown, length: number): string {
  if (raw === undefined || raw === null || String(raw).trim() === '') throw new AppError(400, 'phoneEmpty');
  const phone = normalizePhone(raw, length);
  if (!phone) throw new AppError(400, 'phoneFormat');
  return phone;
}

/** The international form the SMS gateway wants: `+639171234567`. */
export function internationalPhone(stored: string): string {
  return '+63' + stored.replace(/^0/, '');
}
