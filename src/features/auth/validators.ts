import { isCode } from '../../../contract/code';
import { compactPhone } from '../../../contract/phone';
import { isMobile } from '../../i18n/phone';
import { settings } from '../../settings';

/** Spec section 5: the i18n key of the phone's problem, or null when it is a Philippine mobile (PRODUCT.md section 2, i18n/phone.ts). */
export function phoneError(raw: string, length = settings.phoneLength): 'login.phoneEmpty' | 'login.phoneFormat' | null {
  if (!compactPhone(raw)) return 'login.phoneEmpty';
  return isMobile(raw, length) ? null : 'login.phoneFormat';
}

/** Spec section 5: the i18n key of the code's problem, or null when it is 4 digits. */
export function codeError(raw: string): 'login.codeEmpty' | 'login.codeInvalid' | null {
  const code = raw.trim();
  if (!code) return 'login.codeEmpty';
  return isCode(code) ? null : 'login.codeInvalid';
}
