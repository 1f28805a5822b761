import type en from './en';

/** My profile page messages in Spanish, loaded when Spanish is active. */
const es: Record<keyof typeof en, string> = {
  'user.phoneLabel': 'Número de móvil',
  'user.privacyLink': 'Política de privacidad',
  'user.signOut': 'Cerrar sesión',
};

export default es;
