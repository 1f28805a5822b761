import type en from './en';

/** The payments received and their receipts in Vietnamese, loaded when it is active. */
const vi: Record<keyof typeof en, string> = {
  'payments.heading': 'Các khoản đã nhận',
  'payments.none': 'Chưa nhận được khoản thanh toán nào.',
  'payments.owed': 'Còn nợ',
  'payments.receipt': 'Biên nhận',
  'payments.receiptFor': 'Biên nhận {{amount}} ngày {{date}}',
  'payments.receiptTitle': 'Biên nhận thanh toán',
  'payments.date': 'Ngày giờ',
  'payments.amount': 'Số tiền đã trả',
  'payments.channel': 'Trả qua',
  'payments.reference': 'Mã tham chiếu',
  'payments.kind': 'Thanh toán cho',
  'payments.kindRepay': 'Trả nợ',
  'payments.kindExtend': 'Gia hạn',
  'payments.applied': 'Đã trừ vào khoản vay',
  'payments.refund': 'Sẽ hoàn lại cho bạn',
  'payments.owedAfter': 'Còn nợ sau đó',
  'payments.receiptNo': 'Số biên nhận',
  'payments.share': 'Chia sẻ',
  'payments.save': 'Lưu thành ảnh',
  'payments.refundPending': '{{amount}} đã trả dư so với số nợ: chúng tôi sẽ hoàn lại vào {{account}}.',
  'payments.refundSent': '{{amount}} đã được hoàn lại vào {{account}} ngày {{date}}.',
  'payments.refundAccount': 'tài khoản của bạn',
  'payments.refundPayer': 'tài khoản bạn đã dùng để trả',
  'payments.va': 'Chuyển khoản (tài khoản ảo)',
  'payments.otc': 'Tại quầy',
  'payments.matched': 'Đội ngũ của chúng tôi đã đối chiếu',
};
export default vi;
