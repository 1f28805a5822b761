// The phone check's small rules: the code's shape, the phone as shown, the resend moment kept over a reload.

/** Phone-check codes have 4 digits, like sign-in codes (PRODUCT.md section 5). */
export const PHONE_CHECK_CODE_LENGTH = 4;

/** The message key of the code's problem, or null when it is 4 digits. */
export function codeProblem(raw: string): 'phoneCheck.codeEmpty' | 'phoneCheck.codeInvalid' | null {
  const code = raw.trim();
  if (!code) return 'phoneCheck.codeEmpty';
  return new RegExp(`^\\d{${PHONE_CHECK_CODE_LENGTH}}$`).test(code) ? null : 'phoneCheck.codeInvalid';
}

/** `09171234567` as `+63 917 123 4567` (PRODUCT.md section 2); anything else as it is. */
export function displayPhone(phone: string): string {
  const m = /^0(9\d{2})(\d{3})(\d+)$/.exec(phone);
  return m ? `+63 ${m[1]} ${m[2]} ${m[3]}` : phone;
}

const KEY = 'phoneCheck.resendAt';

/** When another code may be asked (epoch ms), kept for this tab so a reload keeps the countdown. */
export function savedResendAt(): number {
  try {
    return Number(sessionStorage.getItem(KEY)) || 0;
  } catch {
    return 0;
  }
}

/** Keeps the resend moment; 0 forgets it. */
export function keepResendAt(at: number): void {
  try {
    if (at) sessionStorage.setItem(KEY, String(at));
    else sessionStorage.removeItem(KEY);
  } catch {
    // blocked storage: the countdown restarts from the server's own limit
  }
}
