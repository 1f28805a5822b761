import type en from './en';

/** The support contacts' own words in Spanish, loaded with the contact list. */
const es: Record<keyof typeof en, string> = {
  'contactList.copy': 'Copiar',
};

export default es;
