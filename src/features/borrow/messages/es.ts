import type en from './en';

/** Borrowing messages in Spanish, loaded when it is active. */
const es: Record<keyof typeof en, string> = {
  'borrow.certStep': 'Paso {{n}} de {{total}}: {{step}}',
  'borrow.waitTitle': 'Tu préstamo está en camino',
  'borrow.status10': 'En revisión',
  'borrow.status20': 'Aprobado, dinero en camino',
  'borrow.status30': 'Pagado por completo',
  'borrow.status40': 'Dinero enviado, en pago',
  'borrow.status50': 'Vencido',
  'borrow.status60': 'No aprobado',
  'borrow.status70': 'Dinero no enviado: revisa tu cuenta bancaria',
  'borrow.creditLimit': 'Límite de crédito',
  'borrow.available': 'Disponible para pedir',
  'borrow.products': 'Recomendados para ti',
  'borrow.slides': 'Noticias y ofertas',
  'borrow.offer': 'Hasta {{amount}}, de {{min}} a {{max}} días',
  'borrow.guideTitle': 'Reserva tu próximo préstamo',
  'borrow.guideBody': 'Reserva hasta {{amount}} para tu próximo préstamo y recibe un cupón de {{coupon}} para tu pago.',
  'borrow.guideApply': 'Solicitar y obtener cupón',
  'borrow.guideDone': 'Cupón recibido: {{coupon}} menos en un pago. Lo encontrarás en Cupones.',
  'borrow.retentionBody': 'El plazo del préstamo es de hasta 30 días y el cupón reduce lo que pagas.',
  'borrow.newLimitTitle': 'Tu límite de crédito creció',
  'borrow.product': 'Producto',
  'borrow.noRoom': 'Paga tu préstamo actual para pedir otro, o elige un producto dentro de tu límite disponible.',
  'borrow.amountHint': 'De {{min}} a {{max}}',
  'borrow.agree': 'He leído la hoja de información y acepto el contrato de préstamo',
  'borrow.apply': 'Solicitar',
  'borrow.again': 'Pedir {{amount}} otra vez por {{n}} días',
  'borrow.successTitle': 'Solicitud recibida',
  'borrow.tabProcessing': 'En proceso',
  'borrow.tabCompleted': 'Completados',
  'borrow.applied': 'Solicitado el',
  'borrow.voucherReview': 'Comprobante en revisión',
};

export default es;
