// Server messages in Spanish.
import type { MessageKey } from './en';

/** Spanish server messages. */
export const es: Record<MessageKey, string> = {
  success: 'Correcto',
  serverError: 'Algo salió mal, inténtalo de nuevo',
  notFound: 'No encontrado',
  invalidField: 'Revisa el campo "{field}"',
  badEnvelope: 'No se pudo leer la solicitud. Actualiza la aplicación e inténtalo de nuevo',
  plaintextRefused: 'Se requiere una solicitud cifrada: envía {"payload"} con la cabecera EFLAG: 1',
  tooLarge: 'La solicitud es demasiado grande (máximo {kb} KB)',
  unknownDict: 'Lista desconocida "{type}"',
  unauthorized: 'Vuelve a iniciar sesión',
  tokenExpired: 'token is expired',
  phoneEmpty: 'El número de teléfono no puede estar vacío',
  phoneFormat: 'Revisa el formato del número de teléfono',
  codeEmpty: 'El código de verificación no puede estar vacío',
  codeFormat: 'Escribe el código de verificación de 4 dígitos',
  codeWrong: 'El código de verificación es incorrecto o ha caducado. Revísalo o solicita uno nuevo',
  phoneLocked: 'Demasiados códigos incorrectos. Por tu seguridad este número está bloqueado; inténtalo de nuevo en {minutes} minutos',
  otpWait: 'Espera {seconds} segundos antes de solicitar otro código',
  otpPhoneLimit: 'Se han solicitado demasiados códigos para este número. Inténtalo de nuevo en {minutes} minutos',
  otpDeviceLimit: 'Se han solicitado demasiados códigos desde este dispositivo. Inténtalo de nuevo en {minutes} minutos',
  otpType: 'Este tipo de código de verificación no está disponible',
  smsFailed: 'No pudimos enviar el código en este momento. Inténtalo de nuevo en unos instantes',
  partnerAuth: 'La autenticación del socio ha fallado',
  partnerUnknownChannel: 'No reconocemos a este socio',
  partnerTaskInvalid: 'Este enlace de acceso ya no es válido. Vuelve a la aplicación del socio e inténtalo de nuevo, o inicia sesión con tu número de teléfono',
  codeRequestNew: 'No hay un código válido para este número. Solicita un código nuevo',
  deviceIdMissing: 'No pudimos identificar este dispositivo. Reinicia la aplicación e inténtalo de nuevo',
  otpIpLimit: 'Se han solicitado demasiados códigos desde esta red. Inténtalo de nuevo en {minutes} minutos',
  checkIpLimit: 'Se han introducido demasiados códigos incorrectos desde esta red. Inténtalo de nuevo en {minutes} minutos',
  partnerPhoneTaken: 'Este número ya tiene una cuenta. Inicia sesión con tu número de teléfono y el código de verificación',
  smsText: 'Tu código de acceso es {code}. Caduca en 5 minutos. No lo compartas con nadie, ni siquiera con nuestro personal.',
  // Hardening (issue 13): nesting cap, the phone's daily cap on wrong codes.
  tooDeep: 'La solicitud está demasiado anidada (como máximo {depth} niveles)',
  phoneDailyCap: 'Se introdujeron demasiados códigos incorrectos para este número hoy. Inicia sesión desde un dispositivo que ya usaste con él, o inténtalo de nuevo en {hours} horas',
};
