import type en from './en';

/** Borrowing messages in Vietnamese, loaded when it is active. */
const vi: Record<keyof typeof en, string> = {
  'borrow.certStep': 'Bước {{n}}/{{total}}: {{step}}',
  'borrow.waitTitle': 'Khoản vay của bạn đang được xử lý',
  'borrow.status10': 'Đang xem xét',
  'borrow.status20': 'Đã duyệt, tiền đang được chuyển',
  'borrow.status30': 'Đã trả hết',
  'borrow.status40': 'Đã chuyển tiền, đang trả nợ',
  'borrow.status50': 'Quá hạn',
  'borrow.status60': 'Không được duyệt',
  'borrow.status70': 'Chưa chuyển được tiền: kiểm tra tài khoản ngân hàng',
  'borrow.creditLimit': 'Hạn mức tín dụng',
  'borrow.available': 'Có thể vay',
  'borrow.products': 'Gợi ý cho bạn',
  'borrow.slides': 'Tin tức và ưu đãi',
  'borrow.offer': 'Tối đa {{amount}}, {{min}} đến {{max}} ngày',
  'borrow.guideTitle': 'Đặt trước khoản vay tiếp theo',
  'borrow.guideBody': 'Đặt trước tối đa {{amount}} cho khoản vay tiếp theo và nhận phiếu giảm {{coupon}} khi trả nợ.',
  'borrow.guideApply': 'Đăng ký & Nhận phiếu',
  'borrow.guideDone': 'Đã nhận phiếu: giảm {{coupon}} cho một lần trả. Xem trong Phiếu giảm giá.',
  'borrow.retentionBody': 'Kỳ hạn vay tối đa 30 ngày, và phiếu giảm giá giúp bạn trả ít hơn.',
  'borrow.newLimitTitle': 'Hạn mức tín dụng của bạn đã tăng',
  'borrow.product': 'Sản phẩm',
  'borrow.noRoom': 'Hãy trả khoản vay hiện tại để vay tiếp, hoặc chọn sản phẩm trong hạn mức còn lại.',
  'borrow.amountHint': 'Từ {{min}} đến {{max}}',
  'borrow.agree': 'Tôi đã đọc bản công bố thông tin và đồng ý với hợp đồng vay',
  'borrow.apply': 'Đăng ký',
  'borrow.again': 'Vay lại {{amount}} trong {{n}} ngày',
  'borrow.successTitle': 'Đã nhận đơn',
  'borrow.tabProcessing': 'Đang xử lý',
  'borrow.tabCompleted': 'Đã hoàn tất',
  'borrow.applied': 'Ngày đăng ký',
  'borrow.voucherReview': 'Chứng từ đang được xem xét',
};

export default vi;
