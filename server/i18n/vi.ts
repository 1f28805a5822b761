// Server messages in Vietnamese.
import type { MessageKey } from './en';

/** Vietnamese server messages. */
export const vi: Record<MessageKey, string> = {
  success: 'Thành công',
  serverError: 'Đã xảy ra lỗi, vui lòng thử lại',
  notFound: 'Không tìm thấy',
  invalidField: 'Vui lòng kiểm tra trường "{field}"',
  badEnvelope: 'Không đọc được yêu cầu. Vui lòng cập nhật ứng dụng và thử lại',
  plaintextRefused: 'Yêu cầu phải được mã hóa: gửi {"payload"} kèm tiêu đề EFLAG: 1',
  tooLarge: 'Yêu cầu quá lớn (tối đa {kb} KB)',
  unknownDict: 'Danh sách "{type}" không tồn tại',
  unauthorized: 'Vui lòng đăng nhập lại',
  tokenExpired: 'token is expired',
  phoneEmpty: 'Số điện thoại không được để trống',
  phoneFormat: 'Vui lòng kiểm tra định dạng số điện thoại',
  codeEmpty: 'Mã xác minh không được để trống',
  codeFormat: 'Vui lòng nhập mã xác minh 4 chữ số',
  codeWrong: 'Mã xác minh sai hoặc đã hết hạn. Vui lòng kiểm tra lại hoặc yêu cầu mã mới',
  phoneLocked: 'Nhập sai mã quá nhiều lần. Để bảo vệ bạn, số này tạm bị khóa; vui lòng thử lại sau {minutes} phút',
  otpWait: 'Vui lòng đợi {seconds} giây trước khi yêu cầu mã khác',
  otpPhoneLimit: 'Số này đã yêu cầu quá nhiều mã. Vui lòng thử lại sau {minutes} phút',
  otpDeviceLimit: 'Thiết bị này đã yêu cầu quá nhiều mã. Vui lòng thử lại sau {minutes} phút',
  otpType: 'Loại mã xác minh này không được hỗ trợ',
  smsFailed: 'Hiện không thể gửi mã. Vui lòng thử lại sau giây lát',
  partnerAuth: 'Xác thực đối tác thất bại',
  partnerUnknownChannel: 'Không nhận ra đối tác này',
  partnerTaskInvalid: 'Liên kết đăng nhập này không còn hiệu lực. Hãy quay lại ứng dụng đối tác và thử lại, hoặc đăng nhập bằng số điện thoại',
  codeRequestNew: 'Không có mã hợp lệ cho số này. Vui lòng yêu cầu mã mới',
  deviceIdMissing: 'Không thể nhận dạng thiết bị này. Vui lòng khởi động lại ứng dụng và thử lại',
  otpIpLimit: 'Đã yêu cầu quá nhiều mã từ mạng này. Vui lòng thử lại sau {minutes} phút',
  checkIpLimit: 'Đã nhập sai mã quá nhiều lần từ mạng này. Vui lòng thử lại sau {minutes} phút',
  partnerPhoneTaken: 'Số này đã có tài khoản. Vui lòng đăng nhập bằng số điện thoại và mã xác minh',
  smsText: 'Mã đăng nhập của bạn là {code}. Mã hết hạn sau 5 phút. Không chia sẻ mã với bất kỳ ai, kể cả nhân viên của chúng tôi.',
  // Hardening (issue 13): nesting cap, the phone's daily cap on wrong codes.
  tooDeep: 'Yêu cầu lồng nhau quá sâu (tối đa {depth} cấp)',
  phoneDailyCap: 'Hôm nay đã nhập sai mã quá nhiều lần cho số này. Hãy đăng nhập từ thiết bị bạn đã dùng với số này, hoặc thử lại sau {hours} giờ',
};
