import type en from './en';

/** Landing page (#/noren) messages, with the lender identity that sign-in shows too in Thai, loaded when Thai is active. */
const th: Record<keyof typeof en, string> = {
  'noren.maxAmount': 'กู้ได้สูงสุด',
  'noren.period': '{{min}}–{{max}} วัน',
  'noren.term': 'ระยะเวลากู้',
  'noren.dailyInterest': 'ดอกเบี้ยรายวัน',
  'noren.step1Title': 'ลงทะเบียน',
  'noren.step1Body': 'เข้าสู่ระบบด้วยหมายเลขโทรศัพท์มือถือ',
  'noren.step2Title': 'ยืนยันตัวตน',
  'noren.step2Body': 'ยืนยันตัวตนใน 4 ขั้นตอนสั้น ๆ',
  'noren.step3Title': 'รับเงินกู้',
  'noren.step3Body': 'เลือกจำนวนเงินแล้วรับเข้าบัญชีธนาคารของคุณ',
  'noren.signIn': 'เข้าสู่ระบบเพื่อสมัคร',
  'noren.continue': 'ยืนยันตัวตนต่อ',
  'noren.goHome': 'ไปที่หน้าหลัก',
  'noren.lender': 'ผู้ให้กู้',
  'noren.secNo': 'เลขทะเบียน SEC',
  'noren.caNo': 'เลขที่หนังสือรับรองการประกอบธุรกิจ',
  'noren.demoNotice': 'ค่าตัวอย่าง: นี่ไม่ใช่ผู้ให้กู้จริง',
  'noren.disclosurePrompt': 'อ่านเอกสารเปิดเผยข้อมูลก่อนกู้: มีรายการค่าธรรมเนียมทุกรายการ',
  'noren.disclosureLink': 'ดูตัวอย่างเอกสารเปิดเผยข้อมูล',
  'noren.privacyLink': 'นโยบายความเป็นส่วนตัว',
};

export default th;
