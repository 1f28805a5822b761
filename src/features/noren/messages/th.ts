import type en from './en';

/** Landing page (#/noren) messages in Thai, loaded when Thai is active. */
const th: Record<keyof typeof en, string> = {
  'noren.maxAmount': 'กู้ได้สูงสุด',
  'noren.firstLimit': 'วงเงินแรกของคุณ: {{amount}}',
  'noren.period': '{{min}}–{{max}} วัน',
  'noren.term': 'ระยะเวลากู้',
  'noren.dailyInterest': 'ดอกเบี้ยรายวัน',
  'noren.step1Title': 'ลงทะเบียน',
  'noren.step1Body': 'เข้าสู่ระบบด้วยหมายเลขโทรศัพท์มือถือ',
  'noren.step2Title': 'ยืนยันตัวตน',
  'noren.step2Body': 'ยืนยันตัวตนใน 4 ขั้นตอนสั้น ๆ',
  'noren.step3Title': 'รับเงิน\u2060กู้',
  'noren.step3Body': 'เลือกจำนวนเงินแล้วรับเข้าบัญชีธนาคารของคุณ',
  'noren.signIn': 'เข้าสู่ระบบเพื่อสมัคร',
  'noren.continue': 'ยืนยันตัวตนต่อ',
  'noren.goHome': 'ไปที่หน้าหลัก',
};

export default th;
