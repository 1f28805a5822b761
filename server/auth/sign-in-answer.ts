// What every successful sign-in answers (code or partner): the token plus the user's fields.
import type { SignInAnswer as SignInContract } from '../../contract/sign-in';
import type { AppUser } from '../db/schema';

/** The login response of PRODUCT.md section 2: `{token, userId, phone, bizStatus, ...}`. */
export interface SignInAnswer extends SignInContract {
  userId: number;
  bizStatus: number;
  /** True when this sign-in created the account. */
  newUser: boolean;
  /** Epoch milliseconds of registration. */
  registerTime: number;
}

/** Builds the answer for a signed-in user. */
export function signInAnswer(user: AppUser, token: string, created: boolean): SignInAnswer {
  return { token, userId: user.id, phone: user.phone, bizStatus: user.biz_status, newUser: created, registerTime: user.created_at };
}
