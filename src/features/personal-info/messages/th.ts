import type en from './en';

/** Personal-information step messages in Thai, loaded when Thai is active. */
const th: Record<keyof typeof en, string> = {
  'info.step': 'ขั้นตอนที่ {{n}} จาก {{total}}',
  'info.intro': 'บอกเราเกี่ยวกับตัวคุณและงานของคุณ เราใช้ข้อมูลนี้เพื่อพิจารณาสิน\u2060เชื่อเท่านั้น',
  'info.name': 'ชื่อตามบัตรประจำตัว',
  'info.gender': 'เพศ',
  'info.birthday': 'วันเกิด',
  'info.email': 'อีเมล',
  'info.education': 'การศึกษา',
  'info.maritalStatus': 'สถานภาพสมรส',
  'info.childrenCount': 'จำนวนบุตร',
  'info.workStatus': 'สถานะการทำงาน',
  'info.industry': 'ประเภทธุรกิจ',
  'info.income': 'รายได้ต่อเดือน',
  'info.salaryType': 'รอบการรับเงินเดือน',
  'info.payday': 'วันเงินเดือนออก',
  'info.paydayHint': 'วันที่ของเดือนที่คุณได้รับเงิน (1 ถึง 31)',
  'info.companyName': 'ชื่อบริษัทหรือกิจการ',
  'info.companyAddress': 'ที่อยู่บริษัทหรือกิจการ',
  'info.companyOptional': 'เว้นว่างได้หากคุณไม่มีนายจ้าง',
  'info.choose': 'กรุณาเลือกหนึ่งตัวเลือก',
  'info.birthdayRequired': 'กรุณาเลือกวันเกิด',
  'info.emailRequired': 'กรุณากรอกอีเมล',
  'info.emailFormat': 'กรุณาตรวจสอบอีเมล (เช่น juan@gmail.com)',
  'info.childrenRange': 'กรอกจำนวนเต็มตั้งแต่ 0 ถึง 20',
  'info.paydayRange': 'กรอกวันที่ตั้งแต่ 1 ถึง 31',
  'info.companyNameRequired': 'กรุณากรอกชื่อบริษัทหรือกิจการ',
  'info.companyAddressRequired': 'กรุณากรอกที่อยู่บริษัทหรือกิจการ',
  'info.tooLong': 'ไม่เกิน {{max}} ตัวอักษร',
  'info.saved': 'บันทึกขั้นตอนนี้แล้ว แตะถัดไปเพื่อดำเนินการต่อ หรือแตะแก้ไขเพื่อแก้ให้ถูกต้อง',
  'info.change': 'แก้ไข',
  'info.editing': 'แก้ไขสิ่งที่ต้องการ แล้วแตะบันทึกการเปลี่ยนแปลง ทำได้จนกว่าจะมีผลการพิจารณาสิน\u2060เชื่อ',
  'info.saveChanges': 'บันทึกการเปลี่ยนแปลง',
};

export default th;
