import type en from './en';

/** Platform messages (the permission notices, the install guide) in Thai, loaded when Thai is active. */
const th: Record<keyof typeof en, string> = {
  'permission.locationTitle': 'อนุญาตให้เข้าถึงตำแหน่ง?',
  'permission.locationBody': 'เราตรวจสอบตำแหน่งที่คุณสมัครเพื่อปกป้องคุณจากการฉ้อโกง คุณปฏิเสธได้',
  'permission.notificationTitle': 'เปิดการแจ้งเตือน?',
  'permission.notificationBody': 'เราจะแจ้งเมื่อเงินกู้ได้รับอนุมัติและเตือนก่อนถึงวันครบกำหนด',
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
};

export default th;
