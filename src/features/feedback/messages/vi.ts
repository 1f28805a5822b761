import type en from './en';

/** Feedback page messages in Vietnamese, loaded when it is active. */
const vi: Record<keyof typeof en, string> = {
  'feedback.typeLabel': 'Loại góp ý',
  'feedback.typeRequired': 'Vui lòng chọn loại góp ý.',
  'feedback.contentLabel': 'Chuyện gì đã xảy ra?',
  'feedback.contentRequired': 'Vui lòng nhập nội dung góp ý trước khi gửi.',
  'feedback.imagesLabel': 'Ảnh ({{n}}/{{max}})',
  'feedback.imagesHint': 'Không bắt buộc: ảnh chụp màn hình hoặc ảnh cho thấy vấn đề.',
  'feedback.addImage': 'Thêm ảnh',
  'feedback.removeImage': 'Xóa ảnh {{n}}',
  'feedback.tooManyImages': 'Bạn chỉ có thể thêm tối đa {{max}} ảnh.',
  'feedback.imageTooLarge': 'Ảnh quá lớn (tối đa {{mb}} MB).',
  'feedback.notAnImage': 'Chỉ có thể thêm ảnh (JPEG, PNG hoặc WebP).',
  'feedback.unreadable': '“{{name}}” không phải là ảnh chúng tôi đọc được. Hãy chọn ảnh JPEG, PNG hoặc WebP.',
  'feedback.uploading': 'Đang gửi… {{pct}}%',
  'feedback.sentTitle': 'Cảm ơn, chúng tôi đã nhận được',
  'feedback.reference': 'Mã tham chiếu của bạn: {{ref}}',
  'feedback.copyReference': 'Sao chép mã tham chiếu',
  'feedback.another': 'Gửi góp ý khác',
  'feedback.historyTitle': 'Góp ý của bạn',
  'feedback.historyEmpty': 'Chưa gửi góp ý nào. Hãy viết cho chúng tôi bằng biểu mẫu ở trên: câu trả lời sẽ hiện ở đây.',
  'feedback.state0': 'Đã nhận',
  'feedback.state1': 'Đang xử lý',
  'feedback.state2': 'Đã trả lời',
  'feedback.reply': 'Trả lời của chúng tôi: {{text}}',
};

export default vi;
