import type en from './en';

/** App check page messages in Vietnamese, loaded when Vietnamese is active. */
const vi: Record<keyof typeof en, string> = {
  'diag.intro':
    'Bộ phận chăm sóc khách hàng có thể nhờ bạn mở trang này. Trang cho biết điện thoại này kết nối tới dịch vụ của chúng tôi thế nào; không có gì được gửi đi trừ khi bạn sao chép.',
  'diag.version': 'Phiên bản ứng dụng',
  'diag.device': 'Mã thiết bị',
  'diag.api': 'Kết nối tới dịch vụ',
  'diag.apiChecking': 'Đang kiểm tra…',
  'diag.apiOk': 'Kết nối được, khứ hồi {{ms}} ms',
  'diag.apiFailed': 'Không kết nối được',
  'diag.crypto': 'Mã hóa',
  'diag.cryptoWeb': 'Web Crypto (có sẵn trong trình duyệt)',
  'diag.cryptoFallback': 'Dự phòng (JavaScript)',
  'diag.sw': 'Dùng ngoại tuyến (service worker)',
  'diag.sw.unsupported': 'Trình duyệt này không hỗ trợ',
  'diag.sw.none': 'Chưa cài đặt',
  'diag.sw.installing': 'Đang cài đặt',
  'diag.sw.waiting': 'Phiên bản mới đang chờ lần truy cập sau',
  'diag.sw.active': 'Đang hoạt động',
  'diag.sw.controlling': 'Đang hoạt động và phục vụ trang này',
  'diag.storage': 'Bộ nhớ',
  'diag.storageFree': 'Còn dùng được, trống khoảng {{mb}} MB',
  'diag.storageUnknown': 'Còn dùng được (không rõ dung lượng trống)',
  'diag.storageBlocked': 'Bị chặn: trình duyệt này không cho ứng dụng lưu dữ liệu',
  'diag.checkAgain': 'Kiểm tra lại',
  'diag.copy': 'Sao chép để gửi hỗ trợ',
};

export default vi;
