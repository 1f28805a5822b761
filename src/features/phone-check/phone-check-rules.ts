// The phone check's code rule.

/** Phone-check codes have 4 digits, like sign-in codes (PRODUCT.md section 5). */
export const PHONE_CHECK_CODE_LENGTH = 4;

/** The message key of the code's problem, or null when it is 4 digits. */
export function codeProblem(raw: string): 'phoneCheck.codeEmpty' | 'phoneCheck.codeInvalid' | null {
  const code = raw.trim();
  if (!code) return 'phoneCheck.codeEmpty';
  return new RegExp(`^\\d{${PHONE_CHECK_CODE_LENGTH}}$`).test(code) ? null : 'phoneCheck.codeInvalid';
}
