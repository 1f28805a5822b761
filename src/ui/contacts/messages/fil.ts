import type en from './en';

/** The support contacts' own words in Filipino, loaded with the contact list. */
const fil: Record<keyof typeof en, string> = {
  'contactList.copy': 'Kopyahin',
};

export default fil;
