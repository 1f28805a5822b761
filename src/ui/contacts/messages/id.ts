import type en from './en';

/** The support contacts' own words in Indonesian, loaded with the contact list. */
const id: Record<keyof typeof en, string> = {
  'contactList.copy': 'Salin',
};

export default id;
