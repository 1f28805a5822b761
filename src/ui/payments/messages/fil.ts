import type en from './en';

/** The payments received and their receipts in Filipino (Tagalog), loaded when it is active. */
const fil: Record<keyof typeof en, string> = {
  'payments.heading': 'Mga bayad na natanggap',
  'payments.none': 'Wala pang bayad na natanggap.',
  'payments.owed': 'Natitirang utang',
  'payments.receipt': 'Resibo',
  'payments.receiptFor': 'Resibo ng {{amount}} noong {{date}}',
  'payments.receiptTitle': 'Resibo ng bayad',
  'payments.date': 'Petsa at oras',
  'payments.amount': 'Halagang ibinayad',
  'payments.channel': 'Ibinayad sa',
  'payments.reference': 'Numero ng reference',
  'payments.kind': 'Bayad para sa',
  'payments.kindRepay': 'Hulog sa loan',
  'payments.kindExtend': 'Pag-extend ng loan',
  'payments.applied': 'Napunta sa loan',
  'payments.refund': 'Ibabalik sa iyo',
  'payments.owedAfter': 'Natitirang utang pagkatapos',
  'payments.receiptNo': 'Numero ng resibo',
  'payments.share': 'I-share',
  'payments.save': 'I-save bilang larawan',
  'payments.refundPending': '{{amount}} ang sobra sa utang mo: ibabalik namin ito sa {{account}}.',
  'payments.refundSent': 'Naibalik na ang {{amount}} sa {{account}} noong {{date}}.',
  'payments.refundAccount': 'iyong account',
  'payments.refundPayer': 'account na ipinambayad mo',
  'payments.va': 'Padala sa bangko (virtual account)',
  'payments.otc': 'Sa payment center',
  'payments.matched': 'Itinugma ng aming team',
};
export default fil;
