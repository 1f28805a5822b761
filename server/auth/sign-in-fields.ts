// The request shapes of the sign-in routes (PRODUCT.md section 2).
import * as v from 'valibot';
import { isCode } from '../../contract/code';
import type { CheckCodeRequest } from '../../contract/sign-in';
import { phone } from '../http/fields';
import { message, shaped } from '../http/valid';

/** The only code type this server sends: the sign-in code. */
export const SIGN_IN_CODE_TYPE = '1';

const blank = (x: unknown) => x === undefined || x === null || String(x).trim() === '';

/** A sign-in code: a code's digits (contract/code.ts; `codeEmpty`, `codeFormat` otherwise). */
export function signInCode() {
  return v.pipe(
    v.optional(v.unknown(), ''),
    v.check((x) => !blank(x), message('codeEmpty')),
    v.check((x) => isCode(String(x)), message('codeFormat')),
    v.transform((x) => String(x).trim()),
  );
}

/** `POST /login/otp?phone&type=1` (the fields may also come in the body). */
export const sendCodeInput = (phoneLength: number) =>
  v.object({
    phone: phone(phoneLength),
    type: v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.check((t) => t === SIGN_IN_CODE_TYPE, message('otpType')),
      ),
      SIGN_IN_CODE_TYPE,
    ),
  });

/** `POST /login/otpLoginCheck`. */
export const checkCodeInput = (phoneLength: number) =>
  shaped<CheckCodeRequest>()(v.object({ phone: phone(phoneLength), code: signInCode() }));

/** `POST /login/uniqueLogin`: the partner's one-time task id and channel (checked against the task), the client kind, and in the code step the code. */
export const partnerSignInInput = v.object({
  taskId: v.optional(v.pipe(v.string(), v.maxLength(200))),
  uniqueChannel: v.optional(v.pipe(v.string(), v.maxLength(64))),
  registerClientType: v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.picklist([1, 2])),
  code: v.optional(signInCode()),
});
