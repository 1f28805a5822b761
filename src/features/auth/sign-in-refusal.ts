import type { ApiError } from '../../api/catalogue';
import { dismissToast, showToast, toasts } from '../../ui/toast';
import { lock, resendAt, resendFor, triesLeft } from './login-draft';

// The sign-in calls are quiet: the page turns the server's refusals (PRODUCT.md section 8, the
// answer's data) into state it keeps on screen, and shows at most one toast for each.

/** Tries left up to which the page says how many remain: after every wrong code (the server locks at the fifth). */
export const WARN_FROM_TRIES = 4;

const seconds = (e: ApiError) => {
  const s = (e.data as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof s === 'number' && s > 0 ? s : null;
};

/** Locks `phone` until `until` (epoch ms) and clears every toast on screen, so the lock kept on the page is not doubled by a passing one. */
function lockOut(phone: string, until: number): void {
  lock.value = { phone, until };
  for (const x of toasts.value) dismissToast(x.id);
}

/** What a refused `POST /login/otp` does: a 429 wait becomes the countdown, a 423 the lock, anything else a toast. */
export function onSendRefused(e: ApiError, phone: string, now = Date.now()): void {
  if (e.kind === 'aborted') return;
  const wait = seconds(e);
  if (e.code === 429 && wait) {
    resendAt.value = now + wait * 1000;
    resendFor.value = phone;
  } else if (e.code === 423 && wait) lockOut(phone, now + wait * 1000);
  else showToast(e.message, { kind: 'error' });
}

/**
 * What a refused `POST /login/otpLoginCheck` does: a lock stays on the page, anything else but a wrong
 * code is a toast. Returns what to say beside the code box: a wrong code's message (and tries left
 * from the third are kept), or null.
 */
export function onCheckRefused(e: ApiError, phone: string, now = Date.now()): string | null {
  if (e.kind === 'aborted') return null;
  const wait = seconds(e);
  if (e.code === 423 && wait) {
    triesLeft.value = null;
    lockOut(phone, now + wait * 1000);
    return null;
  }
  const left = (e.data as { attemptsLeft?: unknown } | null)?.attemptsLeft;
  if (e.code === 400 && typeof left === 'number') {
    triesLeft.value = left <= WARN_FROM_TRIES ? { phone, n: left } : null;
    return e.message;
  }
  showToast(e.message, { kind: 'error' });
  return null;
}
