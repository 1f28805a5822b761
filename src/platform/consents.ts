// The borrower's consents that live on this device (location, notifications, usage tracking): each can
// be withdrawn from My profile, and the code that uses one checks it first. Withdrawn is remembered;
// given is the default the privacy policy describes (location and notifications still need the browser's yes).
import { hasFlag, setFlag } from './device-flag';

/** A consent the borrower can withdraw. */
export type Consent = 'location' | 'notifications' | 'tracking';

const PREFIX = 'consent.withdrawn.';

/** True once the borrower withdrew `consent` on this device (and did not give it again). */
export const isWithdrawn = (consent: Consent): boolean => hasFlag(PREFIX + consent);

/** Records the borrower's choice for `consent` on this device. */
export const setWithdrawn = (consent: Consent, withdrawn: boolean): void => setFlag(PREFIX + consent, withdrawn);
