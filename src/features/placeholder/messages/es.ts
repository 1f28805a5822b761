import type en from './en';

/** Placeholder page messages in Spanish, loaded when Spanish is active. */
const es: Record<keyof typeof en, string> = {
  'page.comingSoon': 'Esta pantalla llegará en una próxima actualización.',
};

export default es;
