import type en from './en';

// Taglish where borrowers use the English word: loan, due date, overdue, service fee, extension, waive,
// payment code, weekend, holiday (Philippine lenders' apps and SMS say them so).
/** Repay page messages in Filipino (Tagalog), loaded when it is active. */
const fil: Record<keyof typeof en, string> = {
  'repay.loanAmount': "Halaga ng loan",
  'repay.dueDate': "Due date",
  'repay.productName': "Pangalan ng produkto",
  'repay.overdueDays': "Mga araw na overdue",
  'repay.overdueFee': "Multa sa pagka-late",
  'repay.extendedDueDate': "Due date pagkatapos ng extension",
  'repay.waived': "Na-waive na",
  'repay.coupon': "Kupon",
  'repay.extensionFee': "Bayad sa extension",
  'repay.serviceFee': "Service fee",
  'repay.repayable': "Halagang babayaran",
  'repay.payEarly': "Ang due date mo ay tumapat sa weekend o holiday. Magbayad nang isang araw na mas maaga.",
  'repay.how': "Ano ang gusto mong gawin?",
  'repay.full': "Bayaran nang buo",
  'repay.partial': "Bayaran ang bahagi",
  'repay.extend': "I-extend ang loan",
  'repay.partialAmount': "Halaga (₱)",
  'repay.amountRange': "Maglagay ng halaga mula {{min}} hanggang {{max}}",
  'repay.useCoupon': "Kupon",
  'repay.noCoupon': "Walang kupon",
  'repay.channel': "Magbayad gamit ang",
  'repay.toPay': "Babayaran",
  'repay.pay': "Kunin ang payment code",
  'repay.settled': "Bayad na ang loan na ito. Salamat!",
};

export default fil;
