// The borrower's consents that live on this device (location, notifications, usage tracking): each can
// be withdrawn from My profile, and the code that uses one checks it first. Withdrawn is remembered;
// given is the default the privacy policy describes (location and notifications still need the browser's yes).

/** A consent the borrower can withdraw. */
export type Consent = 'location' | 'notifications' | 'tracking';

const PREFIX = 'consent.withdrawn.';

/** True once the borrower withdrew `consent` on this device (and did not give it again). */
export function isWithdrawn(consent: Consent): boolean {
  try {
    return localStorage.getItem(PREFIX + consent) === '1';
  } catch {
    return false;
  }
}

/** Records the borrower's choice for `consent` on this device. */
export function setWithdrawn(consent: Consent, withdrawn: boolean): void {
  try {
    if (withdrawn) localStorage.setItem(PREFIX + consent, '1');
    else localStorage.removeItem(PREFIX + consent);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}
