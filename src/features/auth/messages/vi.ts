import type en from './en';

/** Sign-in page messages in Vietnamese, loaded when Vietnamese is active. */
const vi: Record<keyof typeof en, string> = {
  'login.phoneLabel': 'Số điện thoại di động',
  'login.sendCode': 'Gửi mã',
  'login.resend': 'Gửi lại mã',
  'login.resendIn': 'Gửi lại sau {{n}} giây',
  'login.resendInMin': 'Gửi lại sau {{n}} phút',
  'login.codeLabel': 'Mã 4 chữ số',
  'login.agreePrefix': 'Tôi đã đọc và đồng ý với',
  'login.privacyLink': 'Chính sách quyền riêng tư',
  'login.phoneEmpty': 'Số điện thoại không được để trống',
  'login.phoneFormat': 'Vui lòng kiểm tra định dạng số điện thoại',
  'login.codeEmpty': 'Mã xác minh không được để trống',
  'login.codeInvalid': 'Vui lòng nhập mã xác minh 4 chữ số',
  'login.mustAgree': 'Vui lòng đồng ý với Chính sách quyền riêng tư để tiếp tục',
  'login.codeSent': 'Đã gửi mã đến {{phone}}',
  'login.sessionEnded': 'Phiên đăng nhập đã kết thúc. Vui lòng đăng nhập lại.',
  'login.lockedUntil': 'Nhập sai mã quá nhiều lần: số này bị khóa đến {{time}}. Hãy thử lại sau thời điểm đó hoặc dùng số khác.',
  'login.triesLeft': 'Còn {{n}} lần thử trước khi số này bị khóa.',
  'login.oneTryLeft': 'Còn một lần thử trước khi số này bị khóa.',
  'login.partnerCodeIntro': 'Bạn đã có tài khoản với chúng tôi. Nhập mã chúng tôi đã gửi đến {{phone}} để đăng nhập.',
};

export default vi;
