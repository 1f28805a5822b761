/** Thông điệp xác minh số điện thoại bằng tiếng Việt. */
export default {
  'phoneCheck.introSms': 'Chúng tôi sẽ gửi mã 4 chữ số qua SMS đến {{phone}}. Nhập mã bên dưới để xác nhận số này là của bạn.',
  'phoneCheck.introCall': 'Chúng tôi sẽ gọi đến {{phone}} và đọc mã 4 chữ số. Nhập mã bên dưới để xác nhận số này là của bạn.',
  'phoneCheck.codeLabel': 'Mã 4 chữ số',
  'phoneCheck.send': 'Gửi mã',
  'phoneCheck.resend': 'Gửi lại mã',
  'phoneCheck.resendIn': 'Gửi lại sau {{n}} giây',
  'phoneCheck.smsSent': 'Đã gửi mã qua SMS đến {{phone}}',
  'phoneCheck.callComing': 'Chúng tôi đang gọi đến {{phone}}',
  'phoneCheck.codeEmpty': 'Mã xác minh không được để trống',
  'phoneCheck.codeInvalid': 'Vui lòng nhập mã xác minh 4 chữ số',
} as const;
