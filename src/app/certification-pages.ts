// The certification flow as one lazy chunk: its entry (consent), the phone check and steps one to
// three. A borrower who opens the entry goes through them in order, and the app fetches the next step
// while one is filled in anyway (app.tsx); so one file is one wait instead of five, and the forms
// compress together (about 1.8 KB brotli less in one language than five chunks). Step four stays a
// chunk of its own: /modify-bank-info opens it alone, long after the certification.
/** `/identity-auth`: the entry to certification. */
export { default as identityAuth } from '../features/identity-auth/identity-auth-page';
/** `/api-phone-check`: the telecom code before step one. */
export { default as phoneCheck } from '../features/phone-check/phone-check-page';
/** Step one's page (identity document and selfie). */
export { default as identity } from '../features/identity/identity-page';
/** Step two's page (personal information). */
export { default as personalInfo } from '../features/personal-info/personal-info-page';
/** Step three's page (emergency contacts). */
export { default as contacts } from '../features/contacts/contacts-page';
