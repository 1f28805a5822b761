// The phone rule of PRODUCT.md section 2, the one place every phone-shaped field goes through
// (sign-in, partner tasks, contacts, e-wallet accounts).
import { mobileDigits } from '../../contract/phone';
import { AppError } from '../app-error';

/** The stored and answered form of a Philippine mobile (`09171234567`), or null when `raw` is not one (contract/phone.ts). */
export function normalizePhone(raw: unknown, length: number): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const nsn = mobileDigits(String(raw), length);
  return nsn ? '0' + nsn : null;
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
