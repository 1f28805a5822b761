import { signal } from '@preact/signals';

// The form lives outside the page so that reading the privacy policy and coming back keeps
// what was typed, the agreement and the resend countdown.
/** The phone as typed. */
export const draftPhone = signal('');
/** The code as typed. */
export const draftCode = signal('');
/** The privacy-policy agreement checkbox. */
export const draftAgreed = signal(false);
/** When the send-code button may be used again (epoch ms); 0 when it may now. */
export const resendAt = signal(0);

/** The wait before another code when the server does not say (it allows one a minute per phone). */
export const DEFAULT_RESEND_S = 60;

/** Empties the form after a successful sign-in. */
export function clearDraft(): void {
  draftPhone.value = '';
  draftCode.value = '';
  draftAgreed.value = false;
  resendAt.value = 0;
}
