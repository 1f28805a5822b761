import type en from './en';

/** My profile page messages in Spanish, loaded when Spanish is active. */
const es: Record<keyof typeof en, string> = {
  'user.phoneLabel': 'Número de móvil',
  'user.privacyLink': 'Política de privacidad',
  'user.signOut': 'Cerrar sesión',
  'user.signOutAsk': '¿Cerrar sesión?',
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
  'user.raiseLimit': 'Paga cada préstamo por completo y tu límite sube {{amount}}, hasta {{max}}.',
  'user.limitAtCap': 'Tu límite es lo máximo que prestamos.',
  'user.bankTitle': 'Cuenta bancaria',
  'user.bankNone': 'Aún no hay cuenta.',
  'user.bankChange': 'Cambiar cuenta bancaria',
  'user.linksTitle': 'Más',
  'user.messagesTitle': 'Centro de mensajes',
  'user.messagesEmpty': 'Aún no hay mensajes. Te escribimos aquí cuando cambie tu préstamo o tu cuenta.',
  'user.messageNew': 'Nuevo',
  'user.messageOpen': 'Ver detalles',
  'user.addToHome': 'Añadir a la pantalla de inicio',
  // Consents and reminders.
  'user.choicesTitle': 'Tus decisiones',
  'user.choicesBody':
    'Desmarca lo que ya no aceptas; se detiene en este dispositivo al instante. Márcalo de nuevo para volver a aceptarlo.',
  'user.choiceLocation': 'Ubicación al solicitar un préstamo',
  'user.choiceNotifications': 'Notificaciones en este dispositivo',
  'user.choiceTracking': 'Estadísticas de uso (páginas abiertas, errores)',
  'user.remindersTitle': 'Recordatorios de pago',
  'user.remindersHours':
    'Los recordatorios llegan solo entre las 6:00 y las 22:00, hora de Filipinas: 3 días y 1 día antes del vencimiento, el día del vencimiento y cada pocos días mientras un pago esté atrasado. Nunca contactamos a nadie más por tu préstamo.',
  'user.reminderPush': 'Como notificaciones',
  'user.reminderSms': 'Por SMS el día del vencimiento y el día siguiente, si las notificaciones no te llegan',
};

export default es;
