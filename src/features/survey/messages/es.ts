import type en from './en';

/** Survey page messages in Spanish, loaded when it is active. */
const es: Record<keyof typeof en, string> = {
  'survey.scoreLabel': '¿Qué tan satisfecho estás con PesoCash?',
  'survey.score': '{{n}} de 5',
  'survey.scoreRequired': 'Elige una puntuación del 1 al 5',
  'survey.commentLabel': '¿Algo más? (opcional)',
  'survey.thanks': 'Gracias por tu respuesta.',
};

export default es;
