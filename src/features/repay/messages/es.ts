import type en from './en';

/** Repayment messages in Spanish, loaded when Spanish is active. */
const es: Record<keyof typeof en, string> = {
  'repay.loanAmount': 'Importe del préstamo',
  'repay.dueDate': 'Vencimiento',
  'repay.productName': 'Producto',
  'repay.overdueDays': 'Días de atraso',
  'repay.overdueFee': 'Cargo por atraso',
  'repay.extendedDueDate': 'Vencimiento tras la prórroga',
  'repay.waived': 'Ya condonado',
  'repay.coupon': 'Cupón',
  'repay.extensionFee': 'Cargo por prórroga',
  'repay.serviceFee': 'Cargo por servicio',
  'repay.repayable': 'Importe a pagar',
  'repay.payEarly': 'Tu vencimiento cae en fin de semana o festivo: paga un día antes.',
  'repay.mode': '¿Qué quieres pagar?',
  'repay.full': 'Pagar todo',
  'repay.partial': 'Pagar una parte',
  'repay.extend': 'Prorrogar hasta el {{date}}',
  'repay.amount': 'Importe a pagar',
  'repay.amountRange': 'De {{min}} a {{max}}',
  'repay.noCoupon': 'Sin cupón',
  'repay.channel': 'Pagar con',
  'repay.getCode': 'Obtener el código de pago',
  'repay.settled': 'Este préstamo está pagado. ¡Gracias!',
  'repay.reference': 'Referencia',
  'repay.expires': 'Pagar antes de',
  'repay.copy': 'Copiar {{what}}',
  'repay.steps': 'Cómo pagar',
  'repay.noReference': 'Abre esta página desde tu enlace de pago, o pide un código nuevo desde tu préstamo.',
  'repay.expired': 'Este código ha caducado. Pide uno nuevo desde tu préstamo.',
  'repay.qr': 'Código QR Ph de la referencia {{reference}}',
  'repay.va': 'Transferencia bancaria (cuenta virtual)',
  'repay.otc': 'En ventanilla',
  'repay.stepsWallet': 'Abre {{channel}} y elige Pay Bills.\nElige PesoCash e introduce la referencia.\nIntroduce el importe y confirma.',
  'repay.stepsQr':
    'Abre una app de banco o monedero que lea QR Ph.\nEscanea este código: el importe se rellena solo.\nRevisa el importe y confirma.',
  'repay.stepsEleven':
    'En cualquier 7-Eleven, usa el quiosco CLiQQ o pide pago de facturas en caja.\nElige PesoCash y da la referencia.\nPaga el importe en efectivo y guarda el recibo.',
  'repay.stepsVa':
    'En tu app bancaria, elige transferencia a otro banco (InstaPay).\nEnvía a la referencia como número de cuenta.\nEnvía el importe exacto y guarda la confirmación.',
  'repay.stepsOtc':
    'En un centro de pago (Cebuana Lhuillier, M Lhuillier, Palawan Express, Bayad Center), di que pagas a PesoCash.\nDa la referencia.\nPaga el importe en efectivo y guarda el recibo.',
  'repay.noCoupons': 'Aún no tienes cupones.',
  'repay.validUntil': 'Válido hasta el {{date}}',
  'repay.usable': 'Disponible',
  'repay.used': 'Usado',
  'repay.expiredCoupon': 'Caducado',
};
export default es;
