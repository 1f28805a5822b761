import type en from './en';

/** Borrowing messages in Thai, loaded when it is active. */
const th: Record<keyof typeof en, string> = {
  'borrow.certStep': 'ขั้นตอนที่ {{n}} จาก {{total}}: {{step}}',
  'borrow.waitTitle': 'สินเชื่อของคุณกำลังดำเนินการ',
  'borrow.status10': 'กำลังพิจารณา',
  'borrow.status20': 'อนุมัติแล้ว กำลังโอนเงิน',
  'borrow.status30': 'ชำระครบแล้ว',
  'borrow.status40': 'โอนเงินแล้ว อยู่ระหว่างชำระ',
  'borrow.status50': 'เกินกำหนด',
  'borrow.status60': 'ไม่อนุมัติ',
  'borrow.status70': 'โอนเงินไม่สำเร็จ: ตรวจสอบบัญชีธนาคาร',
  'borrow.creditLimit': 'วงเงินสินเชื่อ',
  'borrow.available': 'วงเงินที่กู้ได้',
  'borrow.products': 'แนะนำสำหรับคุณ',
  'borrow.slides': 'ข่าวและข้อเสนอ',
  'borrow.offer': 'สูงสุด {{amount}} ระยะ {{min}} ถึง {{max}} วัน',
  'borrow.guideTitle': 'จองสินเชื่อครั้งถัดไป',
  'borrow.guideBody': 'จองได้สูงสุด {{amount}} สำหรับสินเชื่อครั้งถัดไป และรับคูปองชำระเงิน {{coupon}}',
  'borrow.guideApply': 'สมัครและรับคูปอง',
  'borrow.guideDone': 'ได้รับคูปองแล้ว: ลด {{coupon}} สำหรับการชำระหนึ่งครั้ง ดูได้ที่คูปอง',
  'borrow.retentionBody': 'ระยะเวลาสินเชื่อสูงสุด 30 วัน และคูปองช่วยลดยอดที่คุณต้องชำระ',
  'borrow.newLimitTitle': 'วงเงินของคุณเพิ่มขึ้น',
  'borrow.product': 'ผลิตภัณฑ์',
  'borrow.noRoom': 'ชำระสินเชื่อปัจจุบันก่อนเพื่อกู้อีกครั้ง หรือเลือกผลิตภัณฑ์ที่อยู่ในวงเงินที่เหลือ',
  'borrow.amountHint': 'ตั้งแต่ {{min}} ถึง {{max}}',
  'borrow.agree': 'ฉันได้อ่านเอกสารเปิดเผยข้อมูลและยอมรับสัญญาเงินกู้',
  'borrow.apply': 'ยื่นคำขอ',
  'borrow.again': 'กู้ {{amount}} อีกครั้ง {{n}} วัน',
  'borrow.successTitle': 'ได้รับคำขอแล้ว',
  'borrow.tabProcessing': 'กำลังดำเนินการ',
  'borrow.tabCompleted': 'เสร็จสิ้น',
  'borrow.applied': 'วันที่ยื่น',
  'borrow.voucherReview': 'หลักฐานอยู่ระหว่างตรวจสอบ',
};

export default th;
