// The order of certification (PRODUCT.md section 3): each save is allowed only at its status and
// moves the borrower one step on. A call out of order gets code 409 with a plain msg and the current
// bizStatus (so the app can send the borrower to the right screen), and changes nothing.
import { BizStatus } from '../../contract/common';
import { AppError } from '../app-error';

/** A call that moves the status. */
export type Step = 'phoneCheck' | 'kyc' | 'baseInfo' | 'contacts' | 'bankAccount';

/** Each step: the status it is allowed at and the status it leads to. */
export const STEPS: Record<Step, { at: number; to: number }> = {
  phoneCheck: { at: BizStatus.New, to: BizStatus.Identity },
  kyc: { at: BizStatus.Identity, to: BizStatus.PersonalInfo },
  baseInfo: { at: BizStatus.PersonalInfo, to: BizStatus.Contacts },
  contacts: { at: BizStatus.Contacts, to: BizStatus.BankAccount },
  bankAccount: { at: BizStatus.BankAccount, to: BizStatus.Certified },
};

/** True when a borrower with this status may save `step` now ("10 or lower" counts as 10). */
export function stepAllowed(step: Step, status: number): boolean {
  return Math.max(status, BizStatus.New) === STEPS[step].at;
}

/** Refuses (code 409) a save out of order: `stepOrder` before the step's status, `stepDone` after it. */
export function checkStep(step: Step, status: number): void {
  if (stepAllowed(step, status)) return;
  throw new AppError(409, Math.max(status, BizStatus.New) < STEPS[step].at ? 'stepOrder' : 'stepDone', undefined, { bizStatus: status });
}

// Answers typed by the borrower may be corrected until the credit decision (saving the bank account,
// which certifies and grants the limit in one transaction): the decision is made on what was held then.
// The identity is not: it was checked against the ID photos and the face, so a new save cannot change it.
const CORRECTABLE: readonly Step[] = ['baseInfo', 'contacts'];

/**
 * What saving `step` does at this status: `complete` it (at its status, moving the borrower on) or
 * `correct` a saved one (past it, before the credit decision: the status stays). Anything else is
 * refused with 409: `stepOrder` before it, `stepDecided` once certified, `stepDone` for a step that
 * cannot be corrected.
 */
export function stepAction(step: Step, status: number): 'complete' | 'correct' {
  if (stepAllowed(step, status)) return 'complete';
  const past = Math.max(status, BizStatus.New) > STEPS[step].at;
  if (past && CORRECTABLE.includes(step)) {
    if (status >= BizStatus.Certified) throw new AppError(409, 'stepDecided', undefined, { bizStatus: status });
    return 'correct';
  }
  checkStep(step, status);
  return 'complete'; // not reached: checkStep refused
}

/** What saving a bank account does at this status: certify (at 50) or modify (when certified). */
export function bankAccountAction(status: number): 'certify' | 'modify' {
  if (status >= BizStatus.Certified) return 'modify';
  checkStep('bankAccount', status);
  return 'certify';
}

/** Refuses (code 409 `notCertified`) a borrower who has not finished certification. */
export function checkCertified(status: number): void {
  if (status < BizStatus.Certified) throw new AppError(409, 'notCertified', undefined, { bizStatus: status });
}
