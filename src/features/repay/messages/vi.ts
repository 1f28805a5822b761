import type en from './en';

/** Repay page messages in Vietnamese, loaded when it is active. */
const vi: Record<keyof typeof en, string> = {
  'repay.loanAmount': "Số tiền vay",
  'repay.dueDate': "Ngày đến hạn",
  'repay.productName': "Tên sản phẩm",
  'repay.overdueDays': "Số ngày quá hạn",
  'repay.overdueFee': "Phí quá hạn",
  'repay.extendedDueDate': "Ngày đến hạn sau gia hạn",
  'repay.waived': "Đã miễn giảm",
  'repay.coupon': "Phiếu giảm giá",
  'repay.extensionFee': "Phí gia hạn",
  'repay.serviceFee': "Phí dịch vụ",
  'repay.repayable': "Số tiền phải trả",
  'repay.payEarly': "Ngày đến hạn rơi vào cuối tuần hoặc ngày lễ. Vui lòng trả sớm một ngày.",
  'repay.how': "Bạn muốn làm gì?",
  'repay.full': "Trả toàn bộ",
  'repay.partial': "Trả một phần",
  'repay.extend': "Gia hạn khoản vay",
  'repay.partialAmount': "Số tiền (₱)",
  'repay.amountRange': "Nhập số tiền từ {{min}} đến {{max}}",
  'repay.useCoupon': "Phiếu giảm giá",
  'repay.noCoupon': "Không dùng phiếu",
  'repay.channel': "Thanh toán qua",
  'repay.toPay': "Cần trả",
  'repay.pay': "Lấy mã thanh toán",
  'repay.settled': "Khoản vay đã được trả. Cảm ơn bạn!",
};

export default vi;
