import type en from './en';

/** Bank-account messages in Vietnamese, loaded when Vietnamese is active. */
const vi: Record<keyof typeof en, string> = {
  'bank.step': 'Bước {{n}}/{{total}}',
  'bank.intro': 'Nơi chúng tôi chuyển khoản vay. Hãy dùng tài khoản đứng tên bạn.',
  'bank.bank': 'Ngân hàng hoặc ví điện tử',
  'bank.choose': 'Chọn ngân hàng hoặc ví điện tử',
  'bank.search': 'Tìm theo tên',
  'bank.ewallets': 'Ví điện tử',
  'bank.banks': 'Ngân hàng',
  'bank.noMatch': 'Không có kết quả cho “{{q}}”',
  'bank.accountNo': 'Số tài khoản',
  'bank.walletNo': 'Số di động của ví',
  'bank.digitsHint': '{{digits}} chữ số, chỉ nhập số',
  'bank.or': 'hoặc',
  'bank.accountName': 'Tên chủ tài khoản',
  'bank.accountNameHint': 'Đúng như ngân hàng hoặc ví hiển thị',
  'bank.bankRequired': 'Vui lòng chọn ngân hàng hoặc ví điện tử',
  'bank.accountNoRequired': 'Vui lòng nhập số tài khoản',
  'bank.accountNoFormat': 'Số tài khoản phải có {{digits}} chữ số',
  'bank.walletFormat': 'Với ví điện tử, hãy nhập số di động, ví dụ 0917 123 4567',
  'bank.nameRequired': 'Vui lòng nhập tên chủ tài khoản',
  'bank.nameFormat': 'Vui lòng nhập tên như trên tài khoản (chỉ chữ cái, 2 đến 100 ký tự)',
  'bank.save': 'Lưu thay đổi',
  'bank.current': 'Tài khoản hiện tại',
  'bank.updated': 'Đã cập nhật tài khoản ngân hàng',
  'bank.appliesNow': 'Từ bây giờ, khoản vay của bạn được chuyển vào tài khoản mới.',
  'bank.appliesOpenLoan': 'Khoản vay hiện tại của bạn chưa được giải ngân: khoản vay đó sẽ được chuyển vào tài khoản mới.',
  'bank.appliesNextLoan':
    'Khoản vay hiện tại đã được giải ngân vào tài khoản này và giữ nguyên. Khoản vay tiếp theo sẽ được chuyển vào tài khoản mới.',
  'bank.confirmTitle': 'Đổi tài khoản nhận khoản vay?',
  'bank.confirmNew': 'Tài khoản mới',
  'bank.confirmOk': 'Có, đổi tài khoản',
  'bank.evaluating': 'Đang đánh giá tín dụng',
  'bank.evaluatingBody': 'Vui lòng đợi trong giây lát trong khi chúng tôi xem xét thông tin.',
  'bank.successTitle': 'Chúc mừng!',
  'bank.successLimit': 'Hạn mức tín dụng của bạn là',
  'bank.successBody': 'Bạn đã được xác minh và có thể đăng ký vay ngay.',
  'bank.successOk': 'Về Trang chủ',
};

export default vi;
