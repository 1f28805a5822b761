import { ApiError } from '../api/catalogue';
import { navigate } from '../router/navigate';
import { type BizStatus, homeForStatus } from './certification';
import { userInfo, userStatus } from './session';
import { refreshStatus } from './status';

/** The device key of a certification step's draft: per user and step, so a shared phone never shows another borrower's answers. */
export function draftKey(step: string): string {
  return `${userInfo.value?.userId ?? 'anon'}:${step}`;
}

/** True when the borrower's status is past the step that needs `required` (the step is saved; Back shows it). */
export function stepIsSaved(required: BizStatus): boolean {
  return (userStatus.value ?? 0) > required;
}

/** After a step's save: keeps the new status and opens where it leads (the next step, or Home once certified). */
export function stepSaved(bizStatus: number): void {
  userStatus.value = bizStatus;
  navigate(homeForStatus(bizStatus));
}

/**
 * A save the server refused because the step is out of order (409: saved meanwhile in another tab,
 * or not reached yet): reads the status again and opens the right step. True when it did so.
 */
export async function followStepRefusal(e: unknown): Promise<boolean> {
  if (!(e instanceof ApiError) || e.code !== 409) return false;
  try {
    navigate(homeForStatus(await refreshStatus()), { replace: true });
  } catch {
    // offline: stay; the borrower taps again
  }
  return true;
}
