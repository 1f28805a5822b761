import type en from './en';

/** Emergency-contacts step messages in Thai, loaded when Thai is active. */
const th: Record<keyof typeof en, string> = {
  'contacts.step': 'ขั้นตอนที่ {{n}} จาก {{total}}',
  'contacts.intro': 'บุคคลสองคนที่เราติดต่อได้หากติดต่อคุณไม่ได้ กรุณาพิมพ์ข้อมูลเอง เราไม่อ่านรายชื่อติดต่อในโทรศัพท์ของคุณ',
  'contacts.person': 'ผู้ติดต่อฉุกเฉิน {{n}}',
  'contacts.relationship': 'ความสัมพันธ์',
  'contacts.name': 'ชื่อ-นามสกุล',
  'contacts.phone': 'หมายเลขมือถือ',
  'contacts.choose': 'กรุณาเลือกความสัมพันธ์ของบุคคลนี้กับคุณ',
  'contacts.nameRequired': 'กรุณากรอกชื่อผู้ติดต่อ',
  'contacts.nameFormat': 'กรุณากรอกชื่อจริง (ตัวอักษรเท่านั้น 2 ถึง 100 ตัว)',
  'contacts.phoneEmpty': 'หมายเลขโทรศัพท์ต้องไม่ว่าง',
  'contacts.phoneFormat': 'กรุณาตรวจสอบรูปแบบหมายเลขโทรศัพท์',
  'contacts.phoneOwn': 'นี่คือหมายเลขของคุณเอง กรุณาใส่หมายเลขของผู้อื่น',
  'contacts.phoneDuplicate': 'ผู้ติดต่อทั้งสองต้องมีหมายเลขต่างกัน',
  'contacts.saved': 'บันทึกขั้นตอนนี้แล้ว แตะถัดไปเพื่อดำเนินการต่อ หรือแตะแก้ไขเพื่อแก้ให้ถูกต้อง',
  'contacts.change': 'แก้ไข',
  'contacts.editing': 'แก้ไขสิ่งที่ต้องการ แล้วแตะบันทึกการเปลี่ยนแปลง ทำได้จนกว่าจะมีผลการพิจารณาสิน\u2060เชื่อ',
  'contacts.saveChanges': 'บันทึกการเปลี่ยนแปลง',
};

export default th;
