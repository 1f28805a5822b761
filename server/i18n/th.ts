// Server messages in Thai.
import type { MessageKey } from './en';

/** Thai server messages. */
export const th: Record<MessageKey, string> = {
  success: 'สำเร็จ',
  serverError: 'เกิดข้อผิดพลาด โปรดลองอีกครั้ง',
  notFound: 'ไม่พบข้อมูล',
  invalidField: 'โปรดตรวจสอบช่อง "{field}"',
  badEnvelope: 'ไม่สามารถอ่านคำขอได้ โปรดอัปเดตแอปแล้วลองอีกครั้ง',
  plaintextRefused: 'คำขอต้องเข้ารหัส: ส่ง {"payload"} พร้อมส่วนหัว EFLAG: 1',
  tooLarge: 'คำขอมีขนาดใหญ่เกินไป (สูงสุด {kb} KB)',
  unknownDict: 'ไม่รู้จักรายการ "{type}"',
  unauthorized: 'โปรดเข้าสู่ระบบอีกครั้ง',
  tokenExpired: 'token is expired',
  phoneEmpty: 'กรุณากรอกหมายเลขโทรศัพท์',
  phoneFormat: 'โปรดตรวจสอบรูปแบบหมายเลขโทรศัพท์',
  codeEmpty: 'กรุณากรอกรหัสยืนยัน',
  codeFormat: 'โปรดกรอกรหัสยืนยัน 4 หลัก',
  // sign-in (issue 7): Thai ends a sentence with no full stop, so codeWrong has none here alone
  codeWrong: 'รหัสยืนยันไม่ถูกต้องหรือหมดอายุแล้ว โปรดตรวจสอบหรือขอรหัสใหม่',
  phoneLocked: 'กรอกรหัสผิดหลายครั้งเกินไป เพื่อความปลอดภัยหมายเลขนี้ถูกล็อกไว้ โปรดลองใหม่ในอีก {minutes} นาที',
  otpWait: 'โปรดรอ {seconds} วินาทีก่อนขอรหัสใหม่',
  otpPhoneLimit: 'มีการขอรหัสสำหรับหมายเลขนี้มากเกินไป โปรดลองใหม่ในอีก {minutes} นาที',
  otpDeviceLimit: 'มีการขอรหัสจากอุปกรณ์นี้มากเกินไป โปรดลองใหม่ในอีก {minutes} นาที',
  otpType: 'ไม่รองรับรหัสยืนยันประเภทนี้',
  smsFailed: 'ไม่สามารถส่งรหัสได้ในขณะนี้ โปรดลองอีกครั้งในอีกสักครู่',
  partnerAuth: 'การยืนยันตัวตนของพาร์ทเนอร์ล้มเหลว',
  partnerUnknownChannel: 'ไม่รู้จักพาร์ทเนอร์นี้',
  partnerTaskInvalid: 'ลิงก์เข้าสู่ระบบนี้ใช้ไม่ได้แล้ว โปรดกลับไปที่แอปของพาร์ทเนอร์แล้วลองอีกครั้ง หรือเข้าสู่ระบบด้วยหมายเลขโทรศัพท์',
  codeRequestNew: 'ไม่มีรหัสที่ใช้ได้สำหรับหมายเลขนี้ โปรดขอรหัสใหม่',
  deviceIdMissing: 'ไม่สามารถระบุอุปกรณ์นี้ได้ โปรดเปิดแอปใหม่แล้วลองอีกครั้ง',
  otpIpLimit: 'มีการขอรหัสจากเครือข่ายนี้มากเกินไป โปรดลองอีกครั้งใน {minutes} นาที',
  checkIpLimit: 'มีการกรอกรหัสผิดจากเครือข่ายนี้มากเกินไป โปรดลองอีกครั้งใน {minutes} นาที',
  partnerPhoneTaken: 'หมายเลขนี้มีบัญชีอยู่แล้ว โปรดเข้าสู่ระบบด้วยหมายเลขโทรศัพท์และรหัสยืนยัน',
  smsText: 'รหัสเข้าสู่ระบบของคุณคือ {code} หมดอายุใน 5 นาที ห้ามบอกรหัสนี้กับผู้ใด แม้แต่พนักงานของเรา',
};
