import type en from './en';

/** My profile page messages in Vietnamese, loaded when Vietnamese is active. */
const vi: Record<keyof typeof en, string> = {
  'user.phoneLabel': 'Số điện thoại di động',
  'user.privacyLink': 'Chính sách quyền riêng tư',
  'user.signOut': 'Đăng xuất',
};

export default vi;
