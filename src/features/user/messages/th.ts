import type en from './en';

/** My profile page messages in Thai, loaded when Thai is active. */
const th: Record<keyof typeof en, string> = {
  'user.phoneLabel': 'หมายเลขโทรศัพท์มือถือ',
  'user.privacyLink': 'นโยบายความเป็นส่วนตัว',
  'user.signOut': 'ออกจากระบบ',
  'user.signOutAsk': 'ต้องการออกจากระบบใช่ไหม',
  'user.signOutNote': 'คุณจะต้องใช้รหัสใหม่ทาง SMS เพื่อเข้าสู่ระบบอีกครั้ง',
  'user.permissionsTitle': 'สิทธิ์การเข้าถึง',
  'user.permissionsBody': 'ขอเพียงครั้งเดียวในอุปกรณ์นี้ ขอใหม่ได้ที่นี่หากคุณเปลี่ยนใจ',
  'user.askLocation': 'ขอสิทธิ์ตำแหน่งอีกครั้ง',
  'user.askNotifications': 'ขอสิทธิ์การแจ้งเตือนอีกครั้ง',
  // Support: certification, credit limit, bank account, links
  'user.certTitle': 'การยืนยันตัวตน',
  'user.certDone': 'เสร็จสมบูรณ์: คุณขอสิน\u2060เชื่อได้แล้ว',
  'user.certStep': 'ขั้นตอนที่ {{n}} จาก 4',
  'user.certStart': 'ยังไม่ได้เริ่ม',
  'user.certContinue': 'ยืนยันตัวตนต่อ',
  'user.creditTitle': 'วงเงินสิน\u2060เชื่อ',
  'user.creditAvailable': 'ใช้ได้: {{amount}}',
  'user.creditLocked': 'ถูกล็อกจนกว่าจะชำระสิน\u2060เชื่อที่ค้างชำระ',
  'user.raiseLimit': 'ชำระเงิน\u2060กู้แต่ละครั้งให้ครบ วงเงินสิน\u2060เชื่อจะเพิ่มขึ้น {{amount}} สูงสุด {{max}}',
  'user.limitAtCap': 'วงเงินสิน\u2060เชื่อของคุณสูงสุดแล้ว',
  'user.bankTitle': 'บัญชีธนาคาร',
  'user.bankNone': 'ยังไม่มีบัญชี',
  'user.bankChange': 'เปลี่ยนบัญชีธนาคาร',
  'user.linksTitle': 'เพิ่มเติม',
  'user.messagesTitle': 'ศูนย์ข้อความ',
  'user.messagesEmpty': 'ยังไม่มีข้อความ เราจะแจ้งที่นี่เมื่อสิน\u2060เชื่อหรือบัญชีของคุณมีการเปลี่ยนแปลง',
  'user.messageNew': 'ใหม่',
  'user.messageOpen': 'ดูรายละเอียด',
  'user.addToHome': 'เพิ่มไปยังหน้าจอหลัก',
  // Consents and reminders.
  'user.choicesTitle': 'ตัวเลือกของคุณ',
  'user.choicesBody': 'เอาเครื่องหมายออกจากสิ่งที่คุณไม่ยินยอมแล้ว ระบบจะหยุดบนอุปกรณ์นี้ทันที ทำเครื่องหมายอีกครั้งเพื่อยินยอมใหม่',
  'user.choiceLocation': 'ตำแหน่งเมื่อฉันสมัครสินเชื่อ',
  'user.choiceNotifications': 'การแจ้งเตือนบนอุปกรณ์นี้',
  'user.choiceTracking': 'สถิติการใช้งาน (หน้าที่เปิด ข้อผิดพลาด)',
  'user.remindersTitle': 'การเตือนชำระเงิน',
  'user.remindersHours':
    'การเตือนจะส่งเฉพาะระหว่าง 06:00 ถึง 22:00 น. เวลาฟิลิปปินส์: 3 วันและ 1 วันก่อนครบกำหนด ในวันครบกำหนด และทุกไม่กี่วันระหว่างที่ชำระล่าช้า เราไม่ติดต่อบุคคลอื่นเกี่ยวกับสินเชื่อของคุณ',
  'user.reminderPush': 'ทางการแจ้งเตือน',
  'user.reminderSms': 'ทาง SMS ในวันครบกำหนดและวันถัดไป หากการแจ้งเตือนส่งถึงคุณไม่ได้',
};

export default th;
