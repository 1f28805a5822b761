import type en from './en';

/** Repayment messages in Vietnamese, loaded when Vietnamese is active. */
const vi: Record<keyof typeof en, string> = {
  'repay.loanAmount': 'Số tiền vay',
  'repay.productName': 'Tên sản phẩm',
  'repay.overdueDays': 'Số ngày quá hạn',
  'repay.overdueFee': 'Phí quá hạn',
  'repay.extendedDueDate': 'Hạn trả sau khi gia hạn',
  'repay.waived': 'Đã được miễn',
  'repay.coupon': 'Phiếu giảm giá',
  'repay.extensionFee': 'Phí gia hạn',
  'repay.serviceFee': 'Phí dịch vụ',
  'repay.repayable': 'Số tiền phải trả',
  'repay.payEarly': 'Hạn trả của bạn rơi vào cuối tuần hoặc ngày lễ: hãy trả sớm một ngày.',
  'repay.mode': 'Bạn muốn trả gì?',
  'repay.full': 'Trả hết',
  'repay.partial': 'Trả một phần',
  'repay.extend': 'Gia hạn đến {{date}}',
  'repay.amount': 'Số tiền trả',
  'repay.amountRange': 'Từ {{min}} đến {{max}}',
  'repay.noCoupon': 'Không dùng phiếu',
  'repay.channel': 'Trả bằng',
  'repay.getCode': 'Lấy mã thanh toán',
  'repay.settled': 'Khoản vay này đã trả xong. Cảm ơn bạn!',
  'repay.reference': 'Mã tham chiếu',
  'repay.expires': 'Trả trước',
  'repay.copy': 'Sao chép {{what}}',
  'repay.steps': 'Cách thanh toán',
  'repay.noReference': 'Hãy mở trang này từ liên kết thanh toán, hoặc lấy mã mới từ khoản vay của bạn.',
  'repay.expired': 'Mã này đã hết hạn. Hãy lấy mã mới từ khoản vay của bạn.',
  'repay.qr': 'Mã QR Ph cho mã tham chiếu {{reference}}',
  'repay.va': 'Chuyển khoản (tài khoản ảo)',
  'repay.otc': 'Tại quầy',
  'repay.stepsWallet': 'Mở {{channel}} và chọn Pay Bills.\nChọn PesoCash và nhập mã tham chiếu.\nNhập số tiền và xác nhận.',
  'repay.stepsQr': 'Mở ứng dụng ngân hàng hoặc ví quét được QR Ph.\nQuét mã này: số tiền tự điền.\nKiểm tra số tiền và xác nhận.',
  'repay.stepsEleven':
    'Tại bất kỳ 7-Eleven nào, dùng máy CLiQQ hoặc nhờ thu ngân thanh toán hóa đơn.\nChọn PesoCash và đọc mã tham chiếu.\nTrả tiền mặt và giữ biên lai.',
  'repay.stepsVa':
    'Trong ứng dụng ngân hàng, chọn chuyển khoản liên ngân hàng (InstaPay).\nGửi đến mã tham chiếu làm số tài khoản.\nGửi đúng số tiền và giữ xác nhận.',
  'repay.stepsOtc':
    'Tại điểm thu hộ (Cebuana Lhuillier, M Lhuillier, Palawan Express, Bayad Center), nói bạn trả cho PesoCash.\nĐọc mã tham chiếu.\nTrả tiền mặt và giữ biên lai.',
  'repay.noCoupons': 'Bạn chưa có phiếu giảm giá.',
  'repay.validUntil': 'Có hiệu lực đến {{date}}',
  'repay.usable': 'Dùng được',
  'repay.used': 'Đã dùng',
  'repay.expiredCoupon': 'Hết hạn',
};
export default vi;
