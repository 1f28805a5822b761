import type en from './en';

/** My profile page messages in Vietnamese, loaded when Vietnamese is active. */
const vi: Record<keyof typeof en, string> = {
  'user.phoneLabel': 'Số điện thoại di động',
  'user.privacyLink': 'Chính sách quyền riêng tư',
  'user.signOut': 'Đăng xuất',
  'user.signOutAsk': 'Đăng xuất {{app}} trên điện thoại này?',
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
  'user.bankTitle': 'Tài khoản ngân hàng',
  'user.bankNone': 'Chưa có tài khoản.',
  'user.bankChange': 'Đổi tài khoản ngân hàng',
  'user.linksTitle': 'Thêm',
  'user.messagesTitle': 'Hộp thư',
  'user.messagesEmpty': 'Chưa có tin nhắn. Chúng tôi sẽ báo ở đây khi khoản vay hoặc tài khoản của bạn thay đổi.',
  'user.messageNew': 'Mới',
  'user.messageOpen': 'Xem chi tiết',
  'user.addToHome': 'Thêm vào màn hình chính',
};

export default vi;
