import { settings } from '../../settings';

/** Spec section 9: the sign-in code has 4 digits. */
export const CODE_LENGTH = 4;

// PRODUCT.md section 2, the same rule as the server's rules/phone.ts: `length` (PHONE_LENGTH) digits
// after +63, the first a 9; typed with the trunk 0, without it, or with +63 / 63; spaces and dashes ignored.
const mobile = (length: number) => new RegExp(`^(?:\\+63|63|0)?(9\\d{${length - 1}})$`);
const compact = (raw: string) => raw.replace(/[\s-]/g, '');

/** The phone as the server stores it (`09171234567`); input that is not a mobile comes back without its spaces and dashes. */
export function normalizePhone(raw: string, length = settings.phoneLength): string {
  const m = mobile(length).exec(compact(raw));
  return m ? '0' + m[1] : compact(raw);
}

/** Spec section 5: the i18n key of the phone's problem, or null when it is a Philippine mobile (PRODUCT.md section 2). */
export function phoneError(raw: string, length = settings.phoneLength): 'login.phoneEmpty' | 'login.phoneFormat' | null {
  const phone = compact(raw);
  if (!phone) return 'login.phoneEmpty';
  return mobile(length).test(phone) ? null : 'login.phoneFormat';
}

/** Spec section 5: the i18n key of the code's problem, or null when it is 4 digits. */
export function codeError(raw: string): 'login.codeEmpty' | 'login.codeInvalid' | null {
  const code = raw.trim();
  if (!code) return 'login.codeEmpty';
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? null : 'login.codeInvalid';
}
