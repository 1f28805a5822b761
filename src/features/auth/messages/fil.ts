import type en from './en';

/** Sign-in page messages in Filipino (Tagalog), loaded when Filipino is active. */
// Taglish where Filipino borrowers really say the English word: code, verification code, sign in,
// privacy, session, format (SMS and banking apps in the Philippines use them); the rest in Tagalog.
const fil: Record<keyof typeof en, string> = {
  'login.phoneLabel': 'Numero ng mobile',
  'login.sendCode': 'Ipadala ang code',
  'login.resend': 'Ipadala ulit ang code',
  'login.resendIn': 'Maipapadala ulit sa loob ng {{n}} seg',
  'login.resendInMin': 'Maipapadala ulit sa loob ng {{n}} min',
  'login.codeLabel': '4-digit na code',
  'login.agreePrefix': 'Nabasa ko at sumasang-ayon ako sa',
  'login.privacyLink': 'Patakaran sa Privacy',
  'login.phoneEmpty': 'Hindi puwedeng walang laman ang numero ng telepono',
  'login.phoneFormat': 'Pakitingnan ang format ng numero ng telepono',
  'login.codeEmpty': 'Hindi puwedeng walang laman ang verification code',
  'login.codeInvalid': 'Pakilagay ang 4-digit na verification code',
  'login.mustAgree': 'Sumang-ayon sa Patakaran sa Privacy para magpatuloy',
  'login.codeSent': 'Naipadala ang code sa {{phone}}',
  'login.sessionEnded': 'Natapos na ang iyong session. Mag-sign in ulit.',
  'login.lockedUntil':
    'Masyadong maraming maling code: naka-lock ang numerong ito hanggang {{time}}. Subukan ulit pagkatapos noon, o gumamit ng ibang numero.',
  'login.triesLeft': '{{n}} subok na lang bago ma-lock ang numerong ito.',
  'login.oneTryLeft': 'Isang subok na lang bago ma-lock ang numerong ito.',
  'login.partnerCodeIntro': 'May account ka na sa amin. Ilagay ang code na ipinadala namin sa {{phone}} para mag-sign in.',
};

export default fil;
