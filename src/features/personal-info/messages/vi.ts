import type en from './en';

/** Personal-information step messages in Vietnamese, loaded when Vietnamese is active. */
const vi: Record<keyof typeof en, string> = {
  'info.step': 'Bước {{n}}/{{total}}',
  'info.intro': 'Hãy cho chúng tôi biết về bạn và công việc. Thông tin chỉ dùng để xét khoản vay.',
  'info.name': 'Họ tên trên giấy tờ',
  'info.gender': 'Giới tính',
  'info.birthday': 'Ngày sinh',
  'info.email': 'Địa chỉ email',
  'info.education': 'Học vấn',
  'info.maritalStatus': 'Tình trạng hôn nhân',
  'info.childrenCount': 'Số con',
  'info.workStatus': 'Tình trạng việc làm',
  'info.industry': 'Ngành nghề',
  'info.income': 'Thu nhập hàng tháng',
  'info.salaryType': 'Kỳ nhận lương',
  'info.payday': 'Ngày nhận lương',
  'info.paydayHint': 'Ngày trong tháng bạn nhận lương (1 đến 31)',
  'info.companyName': 'Tên công ty hoặc cơ sở kinh doanh',
  'info.companyAddress': 'Địa chỉ công ty hoặc cơ sở kinh doanh',
  'info.companyOptional': 'Có thể để trống nếu bạn không có chủ lao động',
  'info.choose': 'Vui lòng chọn một mục',
  'info.birthdayRequired': 'Vui lòng chọn ngày sinh',
  'info.emailRequired': 'Vui lòng nhập địa chỉ email',
  'info.emailFormat': 'Vui lòng kiểm tra địa chỉ email (ví dụ juan@gmail.com)',
  'info.childrenRange': 'Nhập số nguyên từ 0 đến 20',
  'info.paydayRange': 'Nhập ngày trong tháng từ 1 đến 31',
  'info.companyNameRequired': 'Vui lòng nhập tên công ty hoặc cơ sở kinh doanh',
  'info.companyAddressRequired': 'Vui lòng nhập địa chỉ công ty hoặc cơ sở kinh doanh',
  'info.tooLong': 'Tối đa {{max}} ký tự',
  'info.saved': 'Bước này đã được lưu. Nhấn Tiếp tục để đi tiếp, hoặc Sửa để chỉnh lại.',
  'info.change': 'Sửa',
  'info.editing': 'Sửa những gì cần, rồi nhấn Lưu thay đổi. Bạn có thể sửa cho đến khi có quyết định tín dụng.',
  'info.saveChanges': 'Lưu thay đổi',
};

export default vi;
