import type en from './en';

/** Platform messages (the permission notices, the install guide) in Spanish, loaded when Spanish is active. */
const es: Record<keyof typeof en, string> = {
  'permission.locationTitle': '¿Permitir la ubicación?',
  'permission.locationBody': 'Comprobamos desde dónde haces la solicitud para protegerte del fraude. Puedes decir que no.',
  'permission.notificationTitle': '¿Activar las notificaciones?',
  'permission.notificationBody': 'Te avisaremos cuando se apruebe tu préstamo y te lo recordaremos antes del vencimiento.',
  'permission.allow': 'Permitir',
  'permission.notNow': 'Ahora no',

  'install.title': 'Añadir a la pantalla de inicio',
  'install.body': 'Abre la app con un toque, directamente desde tu pantalla de inicio.',
  'install.add': 'Añadir',
};

export default es;
