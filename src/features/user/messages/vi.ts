import type en from './en';

/** My profile page messages in Vietnamese, loaded when Vietnamese is active. */
const vi: Record<keyof typeof en, string> = {
  'user.phoneLabel': 'Số điện thoại di động',
  'user.privacyLink': 'Chính sách quyền riêng tư',
  'user.signOut': 'Đăng xuất',
  'user.permissionsTitle': 'Quyền truy cập',
  'user.permissionsBody': 'Chỉ hỏi một lần trên thiết bị này. Hỏi lại tại đây nếu bạn đổi ý.',
  'user.askLocation': 'Hỏi lại quyền vị trí',
  'user.askNotifications': 'Hỏi lại quyền thông báo',
  'user.addToHome': 'Thêm vào màn hình chính',
};

export default vi;
