import type en from './en';

/** The support contacts' own words in Vietnamese, loaded with the contact list. */
const vi: Record<keyof typeof en, string> = {
  'contactList.copy': 'Sao chép',
  'contactList.open': 'Chăm sóc khách hàng',
  'contactList.title': 'Chăm sóc khách hàng',
  'contactList.whatsApp': 'WhatsApp',
  'contactList.phone': 'Điện thoại',
  'contactList.email': 'Email',
  'contactList.hours': 'Giờ làm việc',
  'contactList.copyWhat': 'Sao chép {{what}}: {{value}}',
};

export default vi;
