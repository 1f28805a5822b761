import { settings } from '../settings';

// PRODUCT.md section 2, the same rule as the server's rules/phone.ts: `length` (PHONE_LENGTH) digits
// after +63, the first a 9; typed with the trunk 0, without it, or with +63 / 63; spaces and dashes ignored.
const mobile = (length: number) => new RegExp(`^(?:\\+63|63|0)?(9\\d{${length - 1}})$`);
const compact = (raw: string) => raw.replace(/[\s-]/g, '');

/** The mobile number as the server stores it (`09171234567`), or null when `raw` is not a Philippine mobile. */
export function normalizePhone(raw: string, length = settings.phoneLength): string | null {
  const m = mobile(length).exec(compact(raw));
  return m ? '0' + m[1] : null;
}
