/** The support contacts' and the customer-service icon's words in English: loaded with the contact list (not the first screen's dictionary); every other language has exactly these keys. */
export default {
  'contactList.copy': 'Copy',
  'contactList.open': 'Customer service',
  'contactList.title': 'Customer service',
  'contactList.whatsApp': 'WhatsApp',
  'contactList.phone': 'Phone',
  'contactList.email': 'Email',
  'contactList.hours': 'Service hours',
  'contactList.copyWhat': 'Copy {{what}}: {{value}}',
} as const;
