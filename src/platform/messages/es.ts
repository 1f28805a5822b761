import type en from './en';

/** Platform messages (the permission notices, the install guide) in Spanish, loaded when Spanish is active. */
const es: Record<keyof typeof en, string> = {
  'permission.locationTitle': '¿Permitir la ubicación?',
  'permission.locationBody': 'Comprobamos desde dónde haces la solicitud para protegerte del fraude. Puedes decir que no.',
  'permission.notificationTitle': '¿Activar las notificaciones?',
  'permission.notificationBody': 'Te avisaremos cuando se apruebe tu préstamo y te lo recordaremos antes del vencimiento.',
  'permission.allow': 'Permitir',
  'permission.notNow': 'Ahora no',
  'permission.ok': 'Entendido',
  'permission.locationGranted': 'La ubicación está activada. Gracias.',
  'permission.locationBlocked':
    'La ubicación está bloqueada para esta app. Para permitirla, abre la configuración del sitio en tu navegador.',
  'permission.notificationGranted': 'Las notificaciones están activadas.',
  'permission.notificationBlocked':
    'Las notificaciones están bloqueadas para esta app. Para permitirlas, abre la configuración del sitio en tu navegador.',
  'permission.undecided': 'No cambió nada: el navegador no recibió respuesta. Puedes volver a pedirlo desde Mi perfil.',
  'permission.unsupported': 'Este navegador no puede hacerlo. Abre la app en Chrome o añádela a tu pantalla de inicio.',

  'install.title': 'Añadir a la pantalla de inicio',
  'install.body': 'Abre la app con un toque, directamente desde tu pantalla de inicio.',
  'install.add': 'Añadir',

  // Install guides
  'inApp.title': 'Abrir en tu navegador',
  'inApp.body':
    'Esta página está abierta dentro de otra aplicación. Aquí no funcionan añadir PesoCash a tu pantalla de inicio ni tomar fotos de tu identificación.',
  'inApp.step1': 'Toca el menú ⋯ o ⋮ en la parte superior de la pantalla.',
  'inApp.step2': 'Elige «Abrir en el navegador» o «Abrir en Chrome».',
  'inApp.openChrome': 'Abrir en Chrome',
  'inApp.copy': 'Copiar enlace',
  'inApp.copied': 'Enlace copiado. Pégalo en tu navegador.',
  'inApp.stay': 'Seguir aquí',
  'install.iosStep1': 'Toca el botón Compartir en la parte inferior de Safari.',
  'install.iosStep2': 'Elige «Añadir a pantalla de inicio» y luego «Añadir».',
  'install.androidStep1': 'Toca el menú ⋮ arriba a la derecha de tu navegador.',
  'install.androidStep2': 'Elige «Instalar aplicación» o «Añadir a pantalla de inicio».',
  'install.close': 'Cerrar',
};

export default es;
