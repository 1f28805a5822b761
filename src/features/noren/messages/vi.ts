import type en from './en';

/** Landing page (#/noren) messages in Vietnamese, loaded when Vietnamese is active. */
const vi: Record<keyof typeof en, string> = {
  'noren.maxAmount': 'Vay đến',
  'noren.firstLimit': 'Hạn mức đầu tiên: {{amount}}',
  'noren.period': '{{min}}–{{max}} ngày',
  'noren.term': 'Kỳ hạn vay',
  'noren.dailyInterest': 'Lãi suất theo ngày',
  'noren.step1Title': 'Đăng ký',
  'noren.step1Body': 'Đăng nhập bằng số điện thoại di động.',
  'noren.step2Title': 'Xác minh',
  'noren.step2Body': 'Xác minh danh tính qua bốn bước ngắn.',
  'noren.step3Title': 'Nhận khoản vay',
  'noren.step3Body': 'Chọn số tiền và nhận vào tài khoản ngân hàng của bạn.',
  'noren.signIn': 'Đăng nhập để đăng ký vay',
  'noren.continue': 'Tiếp tục xác minh',
  'noren.goHome': 'Đến Trang chủ',
};

export default vi;
