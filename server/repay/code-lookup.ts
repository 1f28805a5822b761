// The public lookup of a payment reference (`GET /repay/code/{reference}`): the payment-code pages
// open from a link without a session (spec section 2), so this answers the payment and where it
// stands (code-state.ts), and nothing about the borrower. References are random (about 50 bits),
// so they cannot be guessed one after another. An expired reference still answers, to say so; one
// reserved but never registered with the gateway was never given to anyone and is unknown here.
import type { RepayCode } from '../../contract/repay';
import type { Db } from '../db/connection';
import { AppError } from '../app-error';
import { RESERVED } from './code-service';
import { codeAnswer } from './code-state';
import { findRepayCode } from './repay-code-repo';

/** What a reference looks like: 6 to 32 capital letters and digits. */
export const REFERENCE_FORMAT = /^[A-Z0-9]{6,32}$/;

/** The public face of a reference; 404 `repayCodeUnknown` for a malformed or unknown one. */
export async function lookupRepayCode(db: Db, reference: string, realNow: number): Promise<RepayCode> {
  const ref = reference.toUpperCase();
  const row = REFERENCE_FORMAT.test(ref) ? await findRepayCode(db, ref) : undefined;
  if (!row || row.pay_code === RESERVED) throw new AppError(404, 'repayCodeUnknown');
  return codeAnswer(db, row, RESERVED, realNow);
}
