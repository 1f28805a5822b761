import type en from './en';

/** My profile page messages in Spanish, loaded when Spanish is active. */
const es: Record<keyof typeof en, string> = {
  'user.phoneLabel': 'Número de móvil',
  'user.privacyLink': 'Política de privacidad',
  'user.signOut': 'Cerrar sesión',
  'user.permissionsTitle': 'Permisos',
  'user.permissionsBody': 'Se piden una vez en este dispositivo. Vuelve a pedirlos aquí si cambiaste de opinión.',
  'user.askLocation': 'Volver a pedir la ubicación',
  'user.askNotifications': 'Volver a pedir las notificaciones',
  'user.addToHome': 'Añadir a la pantalla de inicio',
};

export default es;
