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

  // Install guides
  'inApp.title': 'Mở trong trình duyệt',
  'inApp.body':
    'Trang này đang mở bên trong một ứng dụng khác. Tại đây không thể thêm PesoCash vào màn hình chính hay chụp ảnh giấy tờ tùy thân.',
  'inApp.step1': 'Chạm vào menu ⋯ hoặc ⋮ ở đầu màn hình.',
  'inApp.step2': 'Chọn “Mở trong trình duyệt” hoặc “Mở trong Chrome”.',
  'inApp.openChrome': 'Mở trong Chrome',
  'inApp.copy': 'Sao chép liên kết',
  'inApp.copied': 'Đã sao chép liên kết. Hãy dán vào trình duyệt.',
  'inApp.stay': 'Tiếp tục tại đây',
  'install.iosStep1': 'Chạm nút Chia sẻ ở cuối Safari.',
  'install.iosStep2': 'Chọn “Thêm vào MH chính”, rồi “Thêm”.',
  'install.androidStep1': 'Chạm menu ⋮ ở góc trên bên phải trình duyệt.',
  'install.androidStep2': 'Chọn “Cài đặt ứng dụng” hoặc “Thêm vào màn hình chính”.',
  'install.close': 'Đóng',
};

export default vi;
