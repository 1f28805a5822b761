import type en from './en';

/** The support contacts' own words in Indonesian, loaded with the contact list. */
const id: Record<keyof typeof en, string> = {
  'contactList.copy': 'Salin',
  'contactList.open': 'Layanan pelanggan',
  'contactList.title': 'Layanan pelanggan',
  'contactList.whatsApp': 'WhatsApp',
  'contactList.phone': 'Telepon',
  'contactList.email': 'Email',
  'contactList.hours': 'Jam layanan',
  'contactList.copyWhat': 'Salin {{what}}: {{value}}',
};

export default id;
