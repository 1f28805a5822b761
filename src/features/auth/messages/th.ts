import type en from './en';

/** Sign-in page messages in Thai, loaded when Thai is active. */
const th: Record<keyof typeof en, string> = {
  'login.phoneLabel': 'หมายเลขโทรศัพท์มือถือ',
  'login.sendCode': 'ส่งรหัส',
  'login.resend': 'ส่งรหัสอีกครั้ง',
  'login.resendIn': 'ส่งอีกครั้งใน {{n}} วินาที',
  'login.resendInMin': 'ส่งอีกครั้งใน {{n}} นาที',
  'login.codeLabel': 'รหัส 4 หลัก',
  'login.agreePrefix': 'ฉันได้อ่านและยอมรับ',
  'login.privacyLink': 'นโยบายความเป็นส่วนตัว',
  'login.phoneEmpty': 'กรุณากรอกหมายเลขโทรศัพท์',
  'login.phoneFormat': 'โปรดตรวจสอบรูปแบบหมายเลขโทรศัพท์',
  'login.codeEmpty': 'กรุณากรอกรหัสยืนยัน',
  'login.codeInvalid': 'โปรดกรอกรหัสยืนยัน 4 หลัก',
  'login.mustAgree': 'โปรดยอมรับนโยบายความเป็นส่วนตัวเพื่อดำเนินการต่อ',
  'login.codeSent': 'ส่งรหัสไปที่ {{phone}} แล้ว',
  'login.sessionEnded': 'เซสชันของคุณสิ้นสุดแล้ว โปรดเข้าสู่ระบบอีกครั้ง',
  'login.lockedUntil': 'กรอกรหัสผิดหลายครั้งเกินไป หมายเลขนี้ถูกล็อกจนถึง {{time}} โปรดลองอีกครั้งหลังจากนั้น หรือใช้หมายเลขอื่น',
  'login.triesLeft': 'เหลืออีก {{n}} ครั้งก่อนหมายเลขนี้จะถูกล็อก',
  'login.oneTryLeft': 'เหลืออีกหนึ่งครั้งก่อนหมายเลขนี้จะถูกล็อก',
  'login.partnerCodeIntro': 'คุณมีบัญชีกับเราอยู่แล้ว กรอกรหัสที่เราส่งไปที่ {{phone}} เพื่อเข้าสู่ระบบ',
};

export default th;
