import type en from './en';

/** My profile page messages in Spanish, loaded when Spanish is active. */
const es: Record<keyof typeof en, string> = {
  'user.phoneLabel': 'Número de móvil',
  'user.privacyLink': 'Política de privacidad',
  'user.signOut': 'Cerrar sesión',
  'user.signOutAsk': '¿Cerrar sesión de {{app}} en este teléfono?',
  'user.signOutNote': 'Para volver a entrar necesitarás un código nuevo por SMS.',
  'user.permissionsTitle': 'Permisos',
  'user.permissionsBody': 'Se piden una vez en este dispositivo. Vuelve a pedirlos aquí si cambiaste de opinión.',
  'user.askLocation': 'Volver a pedir la ubicación',
  'user.askNotifications': 'Volver a pedir las notificaciones',
  // Support: certification, credit limit, bank account, links
  'user.certTitle': 'Verificación',
  'user.certDone': 'Completa: ya puedes pedir préstamos.',
  'user.certStep': 'Paso {{n}} de 4 para terminar.',
  'user.certStart': 'Aún no has empezado.',
  'user.certContinue': 'Continuar la verificación',
  'user.creditTitle': 'Límite de crédito',
  'user.creditAvailable': 'Disponible: {{amount}}',
  'user.creditLocked': 'Bloqueado hasta que pagues el préstamo vencido.',
  'user.bankTitle': 'Cuenta bancaria',
  'user.bankNone': 'Aún no hay cuenta.',
  'user.bankChange': 'Cambiar cuenta bancaria',
  'user.linksTitle': 'Más',
  'user.messagesTitle': 'Centro de mensajes',
  'user.messagesEmpty': 'Aún no hay mensajes. Te escribimos aquí cuando cambie tu préstamo o tu cuenta.',
  'user.messageNew': 'Nuevo',
  'user.messageOpen': 'Ver detalles',
  'user.addToHome': 'Añadir a la pantalla de inicio',
};

export default es;
