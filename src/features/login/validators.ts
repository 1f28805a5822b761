import { settings } from '../../settings';

/** Spec section 9: the sign-in code has 4 digits. */
export const CODE_LENGTH = 4;

/** The phone as the server wants it: without spaces, dashes, dots or brackets, and a pasted +63 or 63 turned into the leading 0. */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/[\s\-.()]/g, '');
  const intl = /^\+?63(\d+)$/.exec(digits);
  return intl ? '0' + intl[1] : digits;
}

/**
 * Spec section 5: the i18n key of the phone's problem, or null when it is valid.
 * Valid is `phoneLength` digits (build setting, 10 by default) starting with 0, shown after +63.
 */
export function phoneError(raw: string, length = settings.phoneLength): 'login.phoneEmpty' | 'login.phoneFormat' | null {
  const phone = normalizePhone(raw);
  if (!phone) return 'login.phoneEmpty';
  return new RegExp(`^0\\d{${length - 1}}$`).test(phone) ? null : 'login.phoneFormat';
}

/** Spec section 5: the i18n key of the code's problem, or null when it is 4 digits. */
export function codeError(raw: string): 'login.codeEmpty' | 'login.codeInvalid' | null {
  const code = raw.trim();
  if (!code) return 'login.codeEmpty';
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? null : 'login.codeInvalid';
}
