import type en from './en';

/** Sign-in page messages in Spanish, loaded when Spanish is active. */
const es: Record<keyof typeof en, string> = {
  'login.phoneLabel': 'Número de móvil',
  'login.sendCode': 'Enviar código',
  'login.resend': 'Reenviar código',
  'login.resendIn': 'Reenviar en {{n}} s',
  'login.resendInMin': 'Reenviar en {{n}} min',
  'login.codeLabel': 'Código de 4 dígitos',
  'login.agreePrefix': 'He leído y acepto la',
  'login.privacyLink': 'Política de privacidad',
  'login.phoneEmpty': 'El número de teléfono no puede estar vacío',
  'login.phoneFormat': 'Revisa el formato del número de teléfono',
  'login.codeEmpty': 'El código de verificación no puede estar vacío',
  'login.codeInvalid': 'Escribe el código de verificación de 4 dígitos',
  'login.mustAgree': 'Acepta la Política de privacidad para continuar',
  'login.codeSent': 'Código enviado al {{phone}}',
  'login.sessionEnded': 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
  'login.lockedUntil':
    'Demasiados códigos incorrectos: este número está bloqueado hasta las {{time}}. Inténtalo entonces o usa otro número.',
  'login.triesLeft': 'Te quedan {{n}} intentos antes de que se bloquee este número.',
  'login.oneTryLeft': 'Te queda un intento antes de que se bloquee este número.',
  'login.partnerCodeIntro': 'Ya tienes una cuenta con nosotros. Escribe el código que enviamos al {{phone}} para iniciar sesión.',
};

export default es;
