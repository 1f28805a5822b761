// The codes sent by SMS or a call (sign-in, the phone check, a change of account, erasing the
// account): the app checks one before sending it and the server before comparing it.

/** Digits in every code (spec section 9). */
export const CODE_LENGTH = 4;

/** True when `raw`, spaces around it aside, is a code's digits. */
export function isCode(raw: string): boolean {
  const code = raw.trim();
  return code.length === CODE_LENGTH && /^\d+$/.test(code);
}
