import type en from './en';

/** The support contacts' own words in Vietnamese, loaded with the contact list. */
const vi: Record<keyof typeof en, string> = {
  'contactList.copy': 'Sao chép',
};

export default vi;
