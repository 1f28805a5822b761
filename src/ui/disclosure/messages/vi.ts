import type en from './en';

/** The sample disclosure statement's messages in Vietnamese, loaded when it is active. */
const vi: Record<keyof typeof en, string> = {
  'disclosure.title': 'Bản công bố thông tin (mẫu)',
  'disclosure.note':
    'Ví dụ cho số tiền tối đa bạn có thể vay với kỳ hạn dài nhất. Trước khi nhận khoản vay, bạn sẽ nhận bản của riêng mình với số tiền và ngày đến hạn của bạn.',
  'disclosure.amountFinanced': 'Số tiền được cấp vốn',
  'disclosure.netProceeds': 'Số tiền thực nhận',
  'disclosure.totalRepayable': 'Tổng số tiền phải trả',
  'disclosure.term': 'Kỳ hạn',
  'disclosure.days': '{{n}} ngày',
  'disclosure.effectiveRate': 'Lãi suất thực tế',
  'disclosure.perMonth': '{{rate}} mỗi tháng',
  'disclosure.heading': 'Bản công bố thông tin khoản vay',
  'disclosure.serviceFee': 'Phí dịch vụ (đã trừ)',
  'disclosure.interest': 'Tiền lãi',
  'disclosure.dueDate': 'Ngày đến hạn',
  'disclosure.dueLater': 'Xác định khi giải ngân',
  'disclosure.interestRate': 'Lãi suất',
};

export default vi;
