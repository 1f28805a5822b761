/** Landing page (#/noren) messages in English: bundled with the page; every other language has exactly these keys. */
export default {
  'noren.maxAmount': 'Borrow up to',
  'noren.firstLimit': 'Your first limit: {{amount}}',
  'noren.period': '{{min}}–{{max}} days',
  'noren.term': 'Loan term',
  'noren.dailyInterest': 'Daily interest',
  'noren.step1Title': 'Register',
  'noren.step1Body': 'Sign in with your mobile number.',
  'noren.step2Title': 'Certification',
  'noren.step2Body': 'Verify your identity in four short steps.',
  'noren.step3Title': 'Get a loan',
  'noren.step3Body': 'Choose an amount and receive it in your bank account.',
  'noren.signIn': 'Sign in to apply',
  'noren.continue': 'Continue verification',
  'noren.goHome': 'Go to Home',
} as const;
