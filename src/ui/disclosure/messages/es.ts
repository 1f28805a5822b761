import type en from './en';

/** The sample disclosure statement's messages in Spanish, loaded when it is active. */
const es: Record<keyof typeof en, string> = {
  'disclosure.title': 'Hoja de información (ejemplo)',
  'disclosure.note':
    'Un ejemplo con el máximo que puedes pedir al plazo más largo. Antes de aceptar un préstamo recibes tu propia hoja, con tu importe y tu fecha de vencimiento.',
  'disclosure.amountFinanced': 'Importe financiado',
  'disclosure.netProceeds': 'Importe neto (lo que recibes)',
  'disclosure.totalRepayable': 'Total a devolver',
  'disclosure.term': 'Plazo',
  'disclosure.days': '{{n}} días',
  'disclosure.effectiveRate': 'Tasa de interés efectiva',
  'disclosure.perMonth': '{{rate}} al mes',
  'disclosure.heading': 'Hoja de información del préstamo',
  'disclosure.serviceFee': 'Comisión de servicio (descontada)',
  'disclosure.interest': 'Intereses',
  'disclosure.dueDate': 'Fecha de vencimiento',
  'disclosure.dueLater': 'Se fija al enviar el dinero',
  'disclosure.interestRate': 'Tipo de interés',
};

export default es;
