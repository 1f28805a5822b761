import type en from './en';

/** Coupon page messages in Vietnamese, loaded when it is active. */
const vi: Record<keyof typeof en, string> = {
  'coupon.empty': "Bạn chưa có phiếu giảm giá nào.",
  'coupon.expires': "Có hiệu lực đến {{date}}",
  'coupon.usable': "Có thể dùng",
  'coupon.used': "Đã dùng",
  'coupon.expired': "Hết hạn",
};

export default vi;
