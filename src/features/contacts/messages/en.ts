/** Emergency-contacts step messages in English: bundled with the page; every other language has exactly these keys. */
export default {
  'contacts.intro': 'Two people we may call if we cannot reach you. Type them in; we never read your contact list.',
  'contacts.person': 'Emergency contact {{n}}',
  'contacts.relationship': 'Relationship',
  'contacts.name': 'Full name',
  'contacts.phone': 'Mobile number',
  'contacts.choose': 'Please choose how this person is related to you',
  'contacts.nameRequired': 'Please enter the contact’s name',
  'contacts.nameFormat': 'Please enter a real name (letters only, 2 to 100 characters)',
  'contacts.phoneEmpty': 'Phone number cannot be empty',
  'contacts.phoneFormat': 'Please check the phone number format',
  'contacts.phoneOwn': 'This is your own number. Please give someone else’s',
  'contacts.phoneDuplicate': 'The two contacts must have different numbers',
  'contacts.saved': 'This step is saved. Tap Next to continue.',
} as const;
