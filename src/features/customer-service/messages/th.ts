import type en from './en';

/** Customer service page messages in Thai, loaded when it is active. */
const th: Record<keyof typeof en, string> = {
  'cs.intro': 'เรายินดีช่วยเหลือ แตะรายการเพื่อโทรหรือเขียนถึงเรา หรือแตะคัดลอกเพื่อเก็บไว้',
  'cs.writeEmail': 'ส่งอีเมลถึงเรา',
  'cs.emailSubject': 'คำขอความช่วยเหลือ PesoCash',
  'cs.feedbackLink': 'ส่งความคิดเห็นหรือข้อร้องเรียน',
  'cs.loadFailed': 'โหลดข้อมูลติดต่อไม่ได้',
};

export default th;
