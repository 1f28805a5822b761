import type en from './en';

/** Coupon page messages in Thai, loaded when it is active. */
const th: Record<keyof typeof en, string> = {
  'coupon.empty': "คุณยังไม่มีคูปอง",
  'coupon.expires': "ใช้ได้ถึง {{date}}",
  'coupon.usable': "ใช้ได้",
  'coupon.used': "ใช้แล้ว",
  'coupon.expired': "หมดอายุ",
};

export default th;
