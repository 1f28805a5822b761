import type en from './en';

/** The support contacts' own words in Thai, loaded with the contact list. */
const th: Record<keyof typeof en, string> = {
  'contactList.copy': 'คัดลอก',
};

export default th;
