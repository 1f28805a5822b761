/** Coupon page messages in English: bundled with the page; every other language has exactly these keys. */
export default {
  'coupon.empty': "You have no coupons yet.",
  'coupon.expires': "Valid until {{date}}",
  'coupon.usable': "Usable",
  'coupon.used': "Used",
  'coupon.expired': "Expired",
};
