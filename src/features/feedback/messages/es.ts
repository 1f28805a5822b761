import type en from './en';

/** Feedback page messages in Spanish, loaded when it is active. */
const es: Record<keyof typeof en, string> = {
  'feedback.typeLabel': 'Tipo de opinión',
  'feedback.typeRequired': 'Elige el tipo de opinión.',
  'feedback.contentLabel': '¿Qué pasó?',
  'feedback.contentRequired': 'Escribe el contenido de tu opinión antes de enviarla.',
  'feedback.imagesLabel': 'Imágenes ({{n}}/{{max}})',
  'feedback.imagesHint': 'Opcional: capturas o fotos que muestren el problema.',
  'feedback.addImage': 'Añadir imágenes',
  'feedback.removeImage': 'Quitar imagen {{n}}',
  'feedback.tooManyImages': 'Puedes añadir hasta {{max}} imágenes.',
  'feedback.imageTooLarge': 'Una imagen es demasiado grande (máximo {{mb}} MB).',
  'feedback.notAnImage': 'Solo se pueden añadir fotos (JPEG, PNG o WebP).',
  'feedback.unreadable': '«{{name}}» no es una foto que podamos leer. Elige una foto JPEG, PNG o WebP.',
  'feedback.uploading': 'Enviando… {{pct}} %',
  'feedback.sentTitle': 'Gracias, la recibimos',
  'feedback.reference': 'Tu número de referencia: {{ref}}',
  'feedback.copyReference': 'Copiar número de referencia',
  'feedback.another': 'Enviar otra',
  'feedback.historyTitle': 'Tus opiniones',
  'feedback.historyEmpty': 'Aún no has enviado nada. Escríbenos con el formulario de arriba: nuestra respuesta aparecerá aquí.',
  'feedback.state0': 'Recibida',
  'feedback.state1': 'En curso',
  'feedback.state2': 'Respondida',
  'feedback.reply': 'Nuestra respuesta: {{text}}',
};

export default es;
