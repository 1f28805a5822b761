/** ข้อความยืนยันเบอร์โทรศัพท์ภาษาไทย */
export default {
  'phoneCheck.introSms': 'เราจะส่งรหัส 4 หลักทาง SMS ไปที่ {{phone}} กรอกรหัสด้านล่างเพื่อยืนยันว่าเบอร์นี้เป็นของคุณ',
  'phoneCheck.introCall': 'เราจะโทรไปที่ {{phone}} และอ่านรหัส 4 หลักให้ฟัง กรอกรหัสด้านล่างเพื่อยืนยันว่าเบอร์นี้เป็นของคุณ',
  'phoneCheck.codeLabel': 'รหัส 4 หลัก',
  'phoneCheck.send': 'ส่งรหัส',
  'phoneCheck.resend': 'ส่งรหัสอีกครั้ง',
  'phoneCheck.resendIn': 'ส่งอีกครั้งใน {{n}} วินาที',
  'phoneCheck.smsSent': 'ส่งรหัสทาง SMS ไปที่ {{phone}} แล้ว',
  'phoneCheck.callComing': 'เรากำลังโทรไปที่ {{phone}}',
  'phoneCheck.codeEmpty': 'รหัสยืนยันต้องไม่ว่างเปล่า',
  'phoneCheck.codeInvalid': 'โปรดกรอกรหัสยืนยัน 4 หลัก',
} as const;
