import type en from './en';

/** The support contacts' own words in Thai, loaded with the contact list. */
const th: Record<keyof typeof en, string> = {
  'contactList.copy': 'คัดลอก',
  'contactList.open': 'ฝ่ายบริการลูกค้า',
  'contactList.title': 'ฝ่ายบริการลูกค้า',
  'contactList.whatsApp': 'WhatsApp',
  'contactList.phone': 'โทรศัพท์',
  'contactList.email': 'อีเมล',
  'contactList.hours': 'เวลาทำการ',
  'contactList.copyWhat': 'คัดลอก {{what}}: {{value}}',
};

export default th;
