/** Phone-check messages in English: bundled with the page; every other language has exactly these keys. */
export default {
  'phoneCheck.introSms': 'We will text a 4-digit code to {{phone}} to confirm this number is yours.',
  'phoneCheck.introCall': 'We will call {{phone}} with a 4-digit code to confirm this number is yours.',
  'phoneCheck.codeLabel': '4-digit code',
  'phoneCheck.send': 'Send code',
  'phoneCheck.resend': 'Resend code',
  'phoneCheck.resendIn': 'Resend in {{n}} s',
  'phoneCheck.smsSent': 'Code sent by SMS to {{phone}}',
  'phoneCheck.callComing': 'We are calling {{phone}} now',
  'phoneCheck.codeEmpty': 'Verification code cannot be empty',
  'phoneCheck.codeInvalid': 'Please enter the 4-digit verification code',
} as const;
