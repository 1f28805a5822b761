import type en from './en';

/** Platform messages (the permission notices, the install guide) in Vietnamese, loaded when Vietnamese is active. */
const vi: Record<keyof typeof en, string> = {
  'permission.locationTitle': 'Cho phép truy cập vị trí?',
  'permission.locationBody': 'Chúng tôi kiểm tra nơi bạn đăng ký vay để bảo vệ bạn khỏi gian lận. Bạn có thể từ chối.',
  'permission.notificationTitle': 'Bật thông báo?',
  'permission.notificationBody': 'Chúng tôi sẽ báo khi khoản vay được duyệt và nhắc bạn trước ngày đến hạn.',
  'permission.allow': 'Cho phép',
  'permission.notNow': 'Để sau',

  'install.title': 'Thêm vào màn hình chính',
  'install.body': 'Mở ứng dụng chỉ với một chạm, ngay từ màn hình chính.',
  'install.add': 'Thêm',
};

export default vi;
