import type en from './en';

// Taglish kept where borrowers meet the English term on the lender's papers: SEC, Certificate of Authority.
/** Landing page (#/noren) messages in Filipino (Tagalog), loaded when Filipino is active. */
const fil: Record<keyof typeof en, string> = {
  'noren.maxAmount': 'Humiram hanggang',
  'noren.firstLimit': 'Unang limit mo: {{amount}}',
  'noren.period': '{{min}}–{{max}} araw',
  'noren.term': 'Tagal ng pautang',
  'noren.dailyInterest': 'Arawang interes',
  'noren.step1Title': 'Magparehistro',
  'noren.step1Body': 'Mag-sign in gamit ang iyong mobile number.',
  'noren.step2Title': 'Beripikasyon',
  'noren.step2Body': 'I-verify ang iyong pagkakakilanlan sa apat na maikling hakbang.',
  'noren.step3Title': 'Kumuha ng pautang',
  'noren.step3Body': 'Pumili ng halaga at matanggap ito sa iyong bank account.',
  'noren.signIn': 'Mag-sign in para mag-apply',
  'noren.continue': 'Ituloy ang pag-verify',
  'noren.goHome': 'Pumunta sa Tahanan',
};

export default fil;
