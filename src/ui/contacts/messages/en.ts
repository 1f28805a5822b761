/** The support contacts' own words in English: loaded with the contact list; every other language has exactly these keys. */
export default {
  'contactList.copy': 'Copy',
} as const;
