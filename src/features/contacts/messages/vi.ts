import type en from './en';

/** Emergency-contacts step messages in Vietnamese, loaded when Vietnamese is active. */
const vi: Record<keyof typeof en, string> = {
  'contacts.step': 'Bước {{n}}/{{total}}',
  'contacts.intro':
    'Hai người chúng tôi có thể gọi khi không liên lạc được với bạn. Hãy tự nhập thông tin; chúng tôi không bao giờ đọc danh bạ của bạn.',
  'contacts.person': 'Người liên hệ khẩn cấp {{n}}',
  'contacts.relationship': 'Mối quan hệ',
  'contacts.name': 'Họ và tên',
  'contacts.phone': 'Số di động',
  'contacts.choose': 'Vui lòng chọn mối quan hệ của người này với bạn',
  'contacts.nameRequired': 'Vui lòng nhập tên người liên hệ',
  'contacts.nameFormat': 'Vui lòng nhập tên thật (chỉ chữ cái, 2 đến 100 ký tự)',
  'contacts.phoneEmpty': 'Số điện thoại không được để trống',
  'contacts.phoneFormat': 'Vui lòng kiểm tra định dạng số điện thoại',
  'contacts.phoneOwn': 'Đây là số của chính bạn. Hãy nhập số của người khác',
  'contacts.phoneDuplicate': 'Hai người liên hệ phải có số khác nhau',
  'contacts.saved': 'Bước này đã được lưu. Nhấn Tiếp tục để đi tiếp, hoặc Sửa để chỉnh lại.',
  'contacts.change': 'Sửa',
  'contacts.editing': 'Sửa những gì cần, rồi nhấn Lưu thay đổi. Bạn có thể sửa cho đến khi có quyết định tín dụng.',
  'contacts.saveChanges': 'Lưu thay đổi',
};

export default vi;
