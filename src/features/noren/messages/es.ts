import type en from './en';

/** Landing page (#/noren) messages, with the lender identity that sign-in shows too in Spanish, loaded when Spanish is active. */
const es: Record<keyof typeof en, string> = {
  'noren.maxAmount': 'Pide hasta',
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
  'noren.lender': 'Prestamista',
  'noren.secNo': 'N.º de registro en la SEC',
  'noren.caNo': 'N.º de Certificado de Autorización',
  'noren.demoNotice': 'Valores de demostración: no es un prestamista real.',
  'noren.disclosurePrompt': 'Lee la hoja de información antes de pedir prestado: detalla cada cargo.',
  'noren.disclosureLink': 'Ver una hoja de información de ejemplo',
  'noren.privacyLink': 'Política de privacidad',
};

export default es;
