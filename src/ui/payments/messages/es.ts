import type en from './en';

/** The payments received and their receipts in Spanish, loaded when it is active. */
const es: Record<keyof typeof en, string> = {
  'payments.heading': 'Pagos recibidos',
  'payments.none': 'Aún no recibimos ningún pago.',
  'payments.owed': 'Aún debes',
  'payments.receipt': 'Comprobante',
  'payments.receiptFor': 'Comprobante de {{amount}} del {{date}}',
  'payments.receiptTitle': 'Comprobante de pago',
  'payments.date': 'Fecha y hora',
  'payments.amount': 'Importe pagado',
  'payments.channel': 'Pagado con',
  'payments.reference': 'Referencia',
  'payments.kind': 'Pago de',
  'payments.kindRepay': 'Devolución del préstamo',
  'payments.kindExtend': 'Prórroga',
  'payments.applied': 'Aplicado al préstamo',
  'payments.refund': 'Te lo devolvemos',
  'payments.owedAfter': 'Aún debías después',
  'payments.receiptNo': 'Número de comprobante',
  'payments.share': 'Compartir',
  'payments.save': 'Guardar como imagen',
  'payments.refundPending': '{{amount}} pagados de más: te los devolveremos a {{account}}.',
  'payments.refundSent': '{{amount}} devueltos a {{account}} el {{date}}.',
  'payments.refundAccount': 'tu cuenta',
  'payments.refundPayer': 'la cuenta desde la que pagaste',
  'payments.va': 'Transferencia bancaria (cuenta virtual)',
  'payments.otc': 'En ventanilla',
  'payments.matched': 'Asignado por nuestro equipo',
};
export default es;
