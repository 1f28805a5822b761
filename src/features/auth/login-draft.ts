import { signal } from '@preact/signals';

// The form lives outside the page so that reading the privacy policy and coming back keeps
// what was typed, the agreement and the resend countdown (a reload starts afresh: the server's
// 429 then gives the remaining wait, which becomes the countdown).
/** The phone as typed. */
export const draftPhone = signal('');
/** The code as typed. */
export const draftCode = signal('');
/** The privacy-policy agreement checkbox. */
export const draftAgreed = signal(false);
/** When the send-code button may be used again (epoch ms) for the phone in `resendFor`; 0 when it may now. */
export const resendAt = signal(0);
/** The stored form of the phone the countdown was started for: another number may have a code at once. */
export const resendFor = signal('');
/** A number the server locked after too many wrong codes, and until when (epoch ms). */
export const lock = signal<{ phone: string; until: number } | null>(null);
/** Tries left before the lock, said from the third wrong code on. */
export const triesLeft = signal<{ phone: string; n: number } | null>(null);

/** The wait before another code when the server does not say (it allows one a minute per phone). */
export const DEFAULT_RESEND_S = 60;

/** Empties the form after a successful sign-in. */
export function clearDraft(): void {
  draftPhone.value = '';
  draftCode.value = '';
  draftAgreed.value = false;
  resendAt.value = 0;
  resendFor.value = '';
  lock.value = null;
  triesLeft.value = null;
}
