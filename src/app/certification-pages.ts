// Certification steps one to three as one lazy chunk: the borrower goes through them in order and
// the app fetches the next step while this one is filled in (app.tsx), so one file is no extra wait,
// and the three forms compress together (about 0.8 KB brotli less than three chunks). Step four
// stays a chunk of its own: /modify-bank-info opens it alone.
/** Step one's page (identity document and selfie). */
export { default as identity } from '../features/identity/identity-page';
/** Step two's page (personal information). */
export { default as personalInfo } from '../features/personal-info/personal-info-page';
/** Step three's page (emergency contacts). */
export { default as contacts } from '../features/contacts/contacts-page';
