import type en from './en';

// Taglish: "valid" and "expired" as Filipino borrowers say them.
/** Coupon page messages in Filipino (Tagalog), loaded when it is active. */
const fil: Record<keyof typeof en, string> = {
  'coupon.empty': "Wala ka pang kupon.",
  'coupon.expires': "Valid hanggang {{date}}",
  'coupon.usable': "Magagamit",
  'coupon.used': "Nagamit na",
  'coupon.expired': "Expired na",
};

export default fil;
