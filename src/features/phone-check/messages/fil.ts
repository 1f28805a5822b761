/** Mga mensahe ng pag-check ng numero sa Filipino ("code", "SMS", "resend" ay ginagamit talaga ng mga Pilipino). */
export default {
  'phoneCheck.introSms':
    'Magpapadala kami ng 4-digit code sa SMS sa {{phone}}. Ilagay ito sa ibaba para makumpirmang sa iyo ang numerong ito.',
  'phoneCheck.introCall':
    'Tatawagan namin ang {{phone}} at babasahin ang 4-digit code. Ilagay ito sa ibaba para makumpirmang sa iyo ang numerong ito.',
  'phoneCheck.codeLabel': '4-digit na code',
  'phoneCheck.send': 'Ipadala ang code',
  'phoneCheck.resend': 'Ipadala ulit ang code',
  'phoneCheck.resendIn': 'Maipapadala ulit sa loob ng {{n}} seg',
  'phoneCheck.smsSent': 'Naipadala na ang code sa SMS sa {{phone}}',
  'phoneCheck.callComing': 'Tinatawagan na namin ang {{phone}}',
  'phoneCheck.codeEmpty': 'Hindi puwedeng walang laman ang verification code',
  'phoneCheck.codeInvalid': 'Pakilagay ang 4-digit na verification code',
} as const;
