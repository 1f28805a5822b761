import type en from './en';

/** The sample disclosure statement's messages in Thai, loaded when it is active. */
const th: Record<keyof typeof en, string> = {
  'disclosure.title': 'เอกสารเปิดเผยข้อมูล (ตัวอย่าง)',
  'disclosure.note': 'ตัวอย่างสำหรับวงเงินสูงสุดที่กู้ได้ในระยะเวลานานที่สุด ก่อนยอมรับเงิน\u2060กู้ คุณจะได้รับเอกสารของคุณเองพร้อมจำนวนเงินและวันครบกำหนด',
  'disclosure.amountFinanced': 'ยอดเงิน\u2060กู้',
  'disclosure.netProceeds': 'เงินที่ได้รับสุทธิ',
  'disclosure.totalRepayable': 'ยอดที่ต้องชำระทั้งหมด',
  'disclosure.term': 'ระยะเวลา',
  'disclosure.days': '{{n}} วัน',
  'disclosure.effectiveRate': 'อัตราดอกเบี้ยที่แท้จริง',
  'disclosure.perMonth': '{{rate}} ต่อเดือน',
  'disclosure.heading': 'เอกสารเปิดเผยข้อมูลสิน\u2060เชื่อ',
  'disclosure.serviceFee': 'ค่าบริการ (หักแล้ว)',
  'disclosure.interest': 'ดอกเบี้ย',
  'disclosure.dueDate': 'วันครบกำหนด',
  'disclosure.dueLater': 'กำหนดเมื่อโอนเงิน',
  'disclosure.interestRate': 'อัตราดอกเบี้ย',
};

export default th;
