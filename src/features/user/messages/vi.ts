import type en from './en';

/** My profile page messages in Vietnamese, loaded when Vietnamese is active. */
const vi: Record<keyof typeof en, string> = {
  'user.phoneLabel': 'Số điện thoại di động',
  'user.privacyLink': 'Chính sách quyền riêng tư',
  'user.signOut': 'Đăng xuất',
  'user.signOutAsk': 'Đăng xuất?',
  'user.signOutNote': 'Bạn sẽ cần mã mới qua SMS để đăng nhập lại.',
  'user.permissionsTitle': 'Quyền truy cập',
  'user.permissionsBody': 'Chỉ hỏi một lần trên thiết bị này. Hỏi lại tại đây nếu bạn đổi ý.',
  'user.askLocation': 'Hỏi lại quyền vị trí',
  'user.askNotifications': 'Hỏi lại quyền thông báo',
  // Support: certification, credit limit, bank account, links
  'user.certTitle': 'Xác minh',
  'user.certDone': 'Hoàn tất: bạn có thể vay.',
  'user.certStep': 'Bước {{n}} trên 4.',
  'user.certStart': 'Chưa bắt đầu.',
  'user.certContinue': 'Tiếp tục xác minh',
  'user.creditTitle': 'Hạn mức tín dụng',
  'user.creditAvailable': 'Còn lại: {{amount}}',
  'user.creditLocked': 'Bị khóa cho đến khi bạn trả khoản vay quá hạn.',
  'user.raiseLimit': 'Trả hết mỗi khoản vay và hạn mức tín dụng của bạn tăng {{amount}}, tối đa {{max}}.',
  'user.limitAtCap': 'Hạn mức tín dụng của bạn đã là mức cao nhất chúng tôi cho vay.',
  'user.bankTitle': 'Tài khoản ngân hàng',
  'user.bankNone': 'Chưa có tài khoản.',
  'user.bankChange': 'Đổi tài khoản ngân hàng',
  'user.linksTitle': 'Thêm',
  'user.messagesTitle': 'Hộp thư',
  'user.messagesEmpty': 'Chưa có tin nhắn. Chúng tôi sẽ báo ở đây khi khoản vay hoặc tài khoản của bạn thay đổi.',
  'user.messageNew': 'Mới',
  'user.messageOpen': 'Xem chi tiết',
  'user.addToHome': 'Thêm vào màn hình chính',
  // Consents and reminders.
  'user.choicesTitle': 'Lựa chọn của bạn',
  'user.choicesBody': 'Bỏ chọn những gì bạn không còn đồng ý; việc đó dừng ngay trên thiết bị này. Chọn lại để đồng ý lại.',
  'user.choiceLocation': 'Vị trí khi tôi đăng ký vay',
  'user.choiceNotifications': 'Thông báo trên thiết bị này',
  'user.choiceTracking': 'Thống kê sử dụng (trang đã mở, lỗi)',
  'user.remindersTitle': 'Nhắc thanh toán',
  'user.remindersHours':
    'Lời nhắc chỉ đến trong khoảng 6:00 đến 22:00 giờ Philippines: 3 ngày và 1 ngày trước hạn, vào ngày đến hạn, và vài ngày một lần khi khoản thanh toán bị trễ. Chúng tôi không bao giờ liên hệ người khác về khoản vay của bạn.',
  'user.reminderPush': 'Qua thông báo',
  'user.reminderSms': 'Qua SMS vào ngày đến hạn và ngày hôm sau, nếu thông báo không đến được bạn',
};

export default vi;
