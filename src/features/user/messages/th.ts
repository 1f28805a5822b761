import type en from './en';

/** My profile page messages in Thai, loaded when Thai is active. */
const th: Record<keyof typeof en, string> = {
  'user.phoneLabel': 'หมายเลขโทรศัพท์มือถือ',
  'user.privacyLink': 'นโยบายความเป็นส่วนตัว',
  'user.signOut': 'ออกจากระบบ',
  'user.permissionsTitle': 'สิทธิ์การเข้าถึง',
  'user.permissionsBody': 'ขอเพียงครั้งเดียวในอุปกรณ์นี้ ขอใหม่ได้ที่นี่หากคุณเปลี่ยนใจ',
  'user.askLocation': 'ขอสิทธิ์ตำแหน่งอีกครั้ง',
  'user.askNotifications': 'ขอสิทธิ์การแจ้งเตือนอีกครั้ง',
  'user.addToHome': 'เพิ่มไปยังหน้าจอหลัก',
};

export default th;
