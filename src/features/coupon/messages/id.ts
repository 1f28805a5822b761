import type en from './en';

/** Coupon page messages in Indonesian, loaded when it is active. */
const id: Record<keyof typeof en, string> = {
  'coupon.empty': "Anda belum punya kupon.",
  'coupon.expires': "Berlaku sampai {{date}}",
  'coupon.usable': "Bisa dipakai",
  'coupon.used': "Sudah dipakai",
  'coupon.expired': "Kedaluwarsa",
};

export default id;
