// `/api/user/telecom/*` calls: the phone check that moves a new borrower to status 20 (PRODUCT.md section 8).
import { api, type CallOptions } from './client';
import type { PhoneCheckAnswer, PhoneCheckCodeSent } from '../../contract/certification';

/** How the code reaches the borrower: `l` by SMS, `f` by a phone call (`phoneCheckMode` of `GET /public/appConfig`). */
export type PhoneCheckMode = 'l' | 'f';

/** Asks for a phone-check code (`GET /telecom/lotp` or `/telecom/fotp`); resolves with the seconds until another may be asked. */
export function sendPhoneCheckCode(mode: PhoneCheckMode, opts?: CallOptions): Promise<PhoneCheckCodeSent> {
  return api.get<PhoneCheckCodeSent>(`/telecom/${mode}otp`, opts);
}

/** Checks the code (`POST /telecom/lv` or `/telecom/fv`); resolves with status 20. */
export function checkPhoneCheckCode(mode: PhoneCheckMode, otpCode: string, opts?: CallOptions): Promise<PhoneCheckAnswer> {
  return api.post<PhoneCheckAnswer>(`/telecom/${mode}v`, { otpCode }, opts);
}
