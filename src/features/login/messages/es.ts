import type en from './en';

/** Sign-in page messages in Spanish, loaded when Spanish is active. */
const es: Record<keyof typeof en, string> = {
  'login.phoneLabel': 'Número de móvil',
  'login.areaCodeHint': 'Solo números de Filipinas (+63)',
  'login.phonePlaceholder': '0XXXXXXXXX',
  'login.sendCode': 'Enviar código',
  'login.resend': 'Reenviar código',
  'login.resendIn': 'Reenviar en {{n}} s',
  'login.codeLabel': 'Código de 4 dígitos',
  'login.codePlaceholder': 'Escribe el código',
  'login.submit': 'Iniciar sesión',
  'login.agreePrefix': 'He leído y acepto la',
  'login.privacyLink': 'Política de privacidad',
  'login.phoneEmpty': 'El número de teléfono no puede estar vacío',
  'login.phoneFormat': 'Revisa el formato del número de teléfono',
  'login.codeEmpty': 'El código de verificación no puede estar vacío',
  'login.codeInvalid': 'Escribe el código de verificación de 4 dígitos',
  'login.mustAgree': 'Acepta la Política de privacidad para continuar',
  'login.codeSent': 'Código enviado al {{phone}}',
};

export default es;
