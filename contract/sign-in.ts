// `/api/user/login/*` (spec section 7): codes, sign-in, partner sign-in, sign-out. Type-only.
import type { BizStatusCode } from './common';

/** `POST /login/otp` query: `type` 1 asks for a sign-in code. */
export interface SendCodeQuery {
  phone: string;
  type: 1;
}
/** `POST /login/otp` answer: seconds until the code expires and until another may be asked. */
export interface CodeSent {
  expiresIn: number;
  resendIn: number;
}
/** `POST /login/otpLoginCheck` body. */
export interface CheckCodeRequest {
  phone: string;
  code: string;
}
/** `POST /login/uniqueLogin` body (PRODUCT.md section 6): `registerClientType` 2 on iPhone, else 1; `code` in the code step. */
export interface UniqueLoginRequest {
  taskId: string;
  uniqueChannel: string;
  registerClientType: 1 | 2;
  /** The sign-in code sent to the task's phone, once `uniqueLogin` answered `needCode`. */
  code?: string;
}
/**
 * `uniqueLogin` for a phone that already has an account: a sign-in code went to it (`expiresIn` 0 when
 * none could be sent now: one went moments ago, and `resendIn` counts to the next); the same task with `code` signs in.
 */
export interface PartnerCodeNeeded extends CodeSent {
  needCode: true;
  /** The phone the code went to, most digits hidden (`0917****67`). */
  maskedPhone: string;
}
/** What `uniqueLogin` answers: a session, or the code step. */
export type UniqueLoginAnswer = SignInAnswer | PartnerCodeNeeded;
/** What `otpLoginCheck` and `uniqueLogin` answer: the token and the user's fields. */
export interface SignInAnswer {
  token: string;
  userId: number | string;
  phone: string;
  bizStatus?: BizStatusCode;
  [field: string]: unknown;
}
/** `GET /login/loginOut` answers null: the token is revoked. */
export type SignOutAnswer = null;
