import type en from './en';

/** The support contacts' own words in Filipino, loaded with the contact list ('customer' and 'email' are what Filipinos say). */
const fil: Record<keyof typeof en, string> = {
  'contactList.copy': 'Kopyahin',
  'contactList.open': 'Serbisyo sa customer',
  'contactList.title': 'Serbisyo sa customer',
  'contactList.whatsApp': 'WhatsApp',
  'contactList.phone': 'Telepono',
  'contactList.email': 'Email',
  'contactList.hours': 'Oras ng serbisyo',
  'contactList.copyWhat': 'Kopyahin ang {{what}}: {{value}}',
};

export default fil;
