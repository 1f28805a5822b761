import type en from './en';

/** Repay page messages in Spanish, loaded when it is active. */
const es: Record<keyof typeof en, string> = {
  'repay.loanAmount': "Importe del préstamo",
  'repay.dueDate': "Fecha de vencimiento",
  'repay.productName': "Producto",
  'repay.overdueDays': "Días de retraso",
  'repay.overdueFee': "Cargo por retraso",
  'repay.extendedDueDate': "Vencimiento tras la prórroga",
  'repay.waived': "Ya condonado",
  'repay.coupon': "Cupón",
  'repay.extensionFee': "Cargo por prórroga",
  'repay.serviceFee': "Comisión de servicio",
  'repay.repayable': "Importe a pagar",
  'repay.payEarly': "Tu vencimiento cae en fin de semana o festivo. Paga un día antes.",
  'repay.how': "¿Qué quieres hacer?",
  'repay.full': "Pagar todo",
  'repay.partial': "Pagar una parte",
  'repay.extend': "Prorrogar el préstamo",
  'repay.partialAmount': "Importe (₱)",
  'repay.amountRange': "Introduce un importe de {{min}} a {{max}}",
  'repay.useCoupon': "Cupón",
  'repay.noCoupon': "Sin cupón",
  'repay.channel': "Pagar con",
  'repay.toPay': "A pagar",
  'repay.pay': "Obtener el código de pago",
  'repay.settled': "Este préstamo está pagado. ¡Gracias!",
};

export default es;
