// The order of certification (PRODUCT.md section 3): each save is allowed only at its status and
// moves the borrower one step on. A call out of order gets code 409 with a plain msg and the current
// bizStatus (so the app can send the borrower to the right screen), and changes nothing.
import { AppError } from '../http/app-error';

/** The status numbers of PRODUCT.md section 3 by name. */
export const BIZ_STATUS = { NEW: 10, IDENTITY: 20, PERSONAL_INFO: 30, CONTACTS: 40, BANK_ACCOUNT: 50, CERTIFIED: 60 } as const;

/** A call that moves the status. */
export type Step = 'phoneCheck' | 'kyc' | 'baseInfo' | 'contacts' | 'bankAccount';

/** Each step: the status it is allowed at and the status it leads to. */
export const STEPS: Record<Step, { at: number; to: number }> = {
  phoneCheck: { at: BIZ_STATUS.NEW, to: BIZ_STATUS.IDENTITY },
  kyc: { at: BIZ_STATUS.IDENTITY, to: BIZ_STATUS.PERSONAL_INFO },
  baseInfo: { at: BIZ_STATUS.PERSONAL_INFO, to: BIZ_STATUS.CONTACTS },
  contacts: { at: BIZ_STATUS.CONTACTS, to: BIZ_STATUS.BANK_ACCOUNT },
  bankAccount: { at: BIZ_STATUS.BANK_ACCOUNT, to: BIZ_STATUS.CERTIFIED },
};

/** True when a borrower with this status may save `step` now ("10 or lower" counts as 10). */
export function stepAllowed(step: Step, status: number): boolean {
  return Math.max(status, BIZ_STATUS.NEW) === STEPS[step].at;
}

/** Refuses (code 409) a save out of order: `stepOrder` before the step's status, `stepDone` after it. */
export function checkStep(step: Step, status: number): void {
  if (stepAllowed(step, status)) return;
  throw new AppError(409, Math.max(status, BIZ_STATUS.NEW) < STEPS[step].at ? 'stepOrder' : 'stepDone', undefined, { bizStatus: status });
}

/** What saving a bank account does at this status: certify (at 50) or modify (when certified). */
export function bankAccountAction(status: number): 'certify' | 'modify' {
  if (status >= BIZ_STATUS.CERTIFIED) return 'modify';
  checkStep('bankAccount', status);
  return 'certify';
}

/** Refuses (code 409 `notCertified`) a borrower who has not finished certification. */
export function checkCertified(status: number): void {
  if (status < BIZ_STATUS.CERTIFIED) throw new AppError(409, 'notCertified', undefined, { bizStatus: status });
}
