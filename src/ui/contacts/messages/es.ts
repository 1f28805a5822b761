import type en from './en';

/** The support contacts' own words in Spanish, loaded with the contact list. */
const es: Record<keyof typeof en, string> = {
  'contactList.copy': 'Copiar',
  'contactList.open': 'Atención al cliente',
  'contactList.title': 'Atención al cliente',
  'contactList.whatsApp': 'WhatsApp',
  'contactList.phone': 'Teléfono',
  'contactList.email': 'Correo',
  'contactList.hours': 'Horario de atención',
  'contactList.copyWhat': 'Copiar {{what}}: {{value}}',
};

export default es;
