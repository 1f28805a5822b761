// `/api/user/login/*` calls (spec section 7).
import { api, type CallOptions } from './client';
import type { CodeSent, SignInAnswer, SignOutAnswer, UniqueLoginAnswer, UniqueLoginRequest } from '../../contract/sign-in';

/** Asks the server to send a sign-in code by SMS (`POST /login/otp?phone&type=1`). */
export function sendSignInCode(phone: string, opts?: CallOptions): Promise<CodeSent> {
  return api.post<CodeSent>('/login/otp', undefined, { ...opts, query: { phone, type: 1 } });
}

/** Checks the code (`POST /login/otpLoginCheck`); resolves with the token and the user's fields. */
export function checkSignInCode(phone: string, code: string, opts?: CallOptions): Promise<SignInAnswer> {
  return api.post<SignInAnswer>('/login/otpLoginCheck', { phone, code }, opts);
}

/** Signs a partner's borrower in with a one-time task (`POST /login/uniqueLogin`, PRODUCT.md section 6), or answers the code step. */
export function uniqueLogin(body: UniqueLoginRequest, opts?: CallOptions): Promise<UniqueLoginAnswer> {
  return api.post<UniqueLoginAnswer>('/login/uniqueLogin', body, opts);
}

/** Revokes the token on the server (`GET /login/loginOut`). */
export function loginOut(opts?: CallOptions): Promise<SignOutAnswer> {
  return api.get<SignOutAnswer>('/login/loginOut', opts);
}
