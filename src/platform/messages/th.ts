import type en from './en';

/** Platform messages (the permission notices, the install guide) in Thai, loaded when Thai is active. */
const th: Record<keyof typeof en, string> = {
  'permission.locationTitle': 'อนุญาตให้เข้าถึงตำแหน่ง?',
  'permission.locationBody': 'เราตรวจสอบตำแหน่งที่คุณสมัครเพื่อปกป้องคุณจากการฉ้อโกง คุณปฏิเสธได้',
  'permission.notificationTitle': 'เปิดการแจ้งเตือน?',
  'permission.notificationBody': 'เราจะแจ้งเมื่อเงินกู้ได้รับอนุมัติและเตือนก่อนถึงวันครบกำหนด',
  'permission.allow': 'อนุญาต',
  'permission.notNow': 'ไว้ทีหลัง',

  'install.title': 'เพิ่มไปยังหน้าจอหลัก',
  'install.body': 'เปิดแอปได้ในแตะเดียว จากหน้าจอหลักของคุณ',
  'install.add': 'เพิ่ม',
};

export default th;
