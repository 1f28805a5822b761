import type en from './en';

/** Platform messages (the permission notices, the install guide) in Vietnamese, loaded when Vietnamese is active. */
const vi: Record<keyof typeof en, string> = {
  'permission.locationTitle': 'Cho phép truy cập vị trí?',
  'permission.locationBody': 'Chúng tôi kiểm tra nơi bạn đăng ký vay để bảo vệ bạn khỏi gian lận. Bạn có thể từ chối.',
  'permission.notificationTitle': 'Bật thông báo?',
  'permission.notificationBody': 'Chúng tôi sẽ báo khi khoản vay được duyệt và nhắc bạn trước ngày đến hạn.',
  'permission.allow': 'Cho phép',
  'permission.notNow': 'Để sau',
  'permission.ok': 'Đã hiểu',
  'permission.locationGranted': 'Đã bật vị trí. Cảm ơn bạn.',
  'permission.locationBlocked': 'Vị trí đang bị chặn cho ứng dụng này. Để cho phép, hãy mở cài đặt trang web trong trình duyệt.',
  'permission.notificationGranted': 'Đã bật thông báo.',
  'permission.notificationBlocked': 'Thông báo đang bị chặn cho ứng dụng này. Để cho phép, hãy mở cài đặt trang web trong trình duyệt.',
  'permission.undecided': 'Không có gì thay đổi: trình duyệt không nhận được câu trả lời. Bạn có thể hỏi lại từ Hồ sơ của tôi.',
  'permission.unsupported': 'Trình duyệt này không hỗ trợ. Hãy mở ứng dụng bằng Chrome hoặc thêm vào màn hình chính.',

  'install.title': 'Thêm vào màn hình chính',
  'install.body': 'Mở ứng dụng chỉ với một chạm, ngay từ màn hình chính.',
  'install.add': 'Thêm',
};

export default vi;
