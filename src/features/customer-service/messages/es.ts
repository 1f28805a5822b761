import type en from './en';

/** Customer service page messages in Spanish, loaded when it is active. */
const es: Record<keyof typeof en, string> = {
  'cs.intro': 'Estamos para ayudarte. Toca un dato para llamarnos o escribirnos, o Copiar para guardarlo.',
  'cs.writeEmail': 'Escríbenos por correo',
  'cs.emailSubject': 'Solicitud de ayuda PesoCash',
  'cs.feedbackLink': 'Enviar una opinión o una queja',
  'cs.loadFailed': 'No pudimos cargar los contactos.',
};

export default es;
