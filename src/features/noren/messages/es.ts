import type en from './en';

/** Landing page (#/noren) messages in Spanish, loaded when Spanish is active. */
const es: Record<keyof typeof en, string> = {
  'noren.maxAmount': 'Pide hasta',
  'noren.firstLimit': 'Tu primer límite: {{amount}}',
  'noren.period': '{{min}}–{{max}} días',
  'noren.term': 'Plazo del préstamo',
  'noren.dailyInterest': 'Interés diario',
  'noren.step1Title': 'Regístrate',
  'noren.step1Body': 'Inicia sesión con tu número de móvil.',
  'noren.step2Title': 'Verificación',
  'noren.step2Body': 'Verifica tu identidad en cuatro pasos cortos.',
  'noren.step3Title': 'Recibe tu préstamo',
  'noren.step3Body': 'Elige un monto y recíbelo en tu cuenta bancaria.',
  'noren.signIn': 'Inicia sesión para solicitar',
  'noren.continue': 'Continuar verificación',
  'noren.goHome': 'Ir a Inicio',
};

export default es;
