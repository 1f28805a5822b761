import type en from './en';

/** Platform messages (the permission notices, the install guide) in Thai, loaded when Thai is active. */
const th: Record<keyof typeof en, string> = {
  'permission.locationTitle': 'อนุญาตให้เข้าถึงตำแหน่ง?',
  'permission.locationBody': 'เราตรวจสอบตำแหน่งที่คุณสมัครเพื่อปกป้องคุณจากการฉ้อโกง คุณปฏิเสธได้',
  'permission.notificationTitle': 'เปิดการแจ้งเตือน?',
  'permission.notificationBody': 'เราจะแจ้งเมื่อเงิน\u2060กู้ได้รับอนุมัติและเตือนก่อนถึงวันครบกำหนด',
  'permission.allow': 'อนุญาต',
  'permission.notNow': 'ไว้ทีหลัง',
  'permission.ok': 'ตกลง',
  'permission.locationGranted': 'เปิดตำแหน่งแล้ว ขอบคุณ',
  'permission.locationBlocked': 'ตำแหน่งถูกบล็อกสำหรับแอปนี้ หากต้องการอนุญาต ให้เปิดการตั้งค่าเว็บไซต์ในเบราว์เซอร์',
  'permission.notificationGranted': 'เปิดการแจ้งเตือนแล้ว',
  'permission.notificationBlocked': 'การแจ้งเตือนถูกบล็อกสำหรับแอปนี้ หากต้องการอนุญาต ให้เปิดการตั้งค่าเว็บไซต์ในเบราว์เซอร์',
  'permission.undecided': 'ไม่มีอะไรเปลี่ยนแปลง เบราว์เซอร์ไม่ได้รับคำตอบ คุณขอใหม่ได้จากโปรไฟล์ของฉัน',
  'permission.unsupported': 'เบราว์เซอร์นี้ทำไม่ได้ โปรดเปิดแอปใน Chrome หรือเพิ่มลงในหน้าจอหลัก',

  'install.title': 'เพิ่มไปยังหน้าจอหลัก',
  'install.body': 'เปิดแอปได้ในแตะเดียว จากหน้าจอหลักของคุณ',
  'install.add': 'เพิ่ม',

  // Install guides
  'inApp.title': 'เปิดในเบราว์เซอร์ของคุณ',
  'inApp.body': 'หน้านี้เปิดอยู่ภายในแอปอื่น ที่นี่ไม่สามารถเพิ่ม PesoCash ลงในหน้าจอหลักหรือถ่ายรูปบัตรประจำตัวได้',
  'inApp.step1': 'แตะเมนู ⋯ หรือ ⋮ ที่ด้านบนของหน้าจอ',
  'inApp.step2': 'เลือก “เปิดในเบราว์เซอร์” หรือ “เปิดใน Chrome”',
  'inApp.openChrome': 'เปิดใน Chrome',
  'inApp.copy': 'คัดลอกลิงก์',
  'inApp.copied': 'คัดลอกลิงก์แล้ว วางในเบราว์เซอร์ของคุณ',
  'inApp.stay': 'ใช้ต่อที่นี่',
  'install.iosStep1': 'แตะปุ่มแชร์ที่ด้านล่างของ Safari',
  'install.iosStep2': 'เลือก “เพิ่มไปยังหน้าจอโฮม” แล้วแตะ “เพิ่ม”',
  'install.androidStep1': 'แตะเมนู ⋮ ที่มุมขวาบนของเบราว์เซอร์',
  'install.androidStep2': 'เลือก “ติดตั้งแอป” หรือ “เพิ่มลงในหน้าจอหลัก”',
  'install.close': 'ปิด',
};

export default th;
