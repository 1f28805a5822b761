/** Mensajes de la verificación del teléfono en español. */
export default {
  'phoneCheck.introSms': 'Enviaremos un código de 4 dígitos por SMS a {{phone}}. Escríbelo abajo para confirmar que el número es tuyo.',
  'phoneCheck.introCall':
    'Llamaremos a {{phone}} para dictarte un código de 4 dígitos. Escríbelo abajo para confirmar que el número es tuyo.',
  'phoneCheck.codeLabel': 'Código de 4 dígitos',
  'phoneCheck.send': 'Enviar código',
  'phoneCheck.resend': 'Reenviar código',
  'phoneCheck.resendIn': 'Reenviar en {{n}} s',
  'phoneCheck.smsSent': 'Código enviado por SMS a {{phone}}',
  'phoneCheck.callComing': 'Te estamos llamando al {{phone}}',
  'phoneCheck.codeEmpty': 'El código de verificación no puede estar vacío',
  'phoneCheck.codeInvalid': 'Introduce el código de verificación de 4 dígitos',
} as const;
