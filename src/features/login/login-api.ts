import { api } from '../../api/client';
import type { SignInResponse } from '../../session/sign-in';

/** Spec section 7: `type` 1 asks for a sign-in code. */
const SIGN_IN_CODE = 1;

/** What the server answers when it sent a code: seconds until the code expires and until a new one may be asked. */
export interface CodeSent {
  expiresIn: number;
  resendIn: number;
}

/** Asks the server to send a sign-in code by SMS (`POST /login/otp?phone&type=1`). */
export function sendCode(phone: string): Promise<CodeSent> {
  return api.post<CodeSent>('/login/otp', undefined, { phone, type: SIGN_IN_CODE });
}

/** Checks the code (`POST /login/otpLoginCheck`); resolves with the token and the user's fields. */
export function checkCode(phone: string, code: string): Promise<SignInResponse> {
  return api.post<SignInResponse>('/login/otpLoginCheck', { phone, code });
}
