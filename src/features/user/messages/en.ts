/** My profile page messages in English: bundled with the page; every other language has exactly these keys. */
export default {
  'user.phoneLabel': 'Mobile number',
  'user.privacyLink': 'Privacy Policy',
  'user.signOut': 'Sign out',
  'user.permissionsTitle': 'Permissions',
  'user.permissionsBody': 'Asked once on this device. Ask again here if you changed your mind.',
  'user.askLocation': 'Ask for location again',
  'user.askNotifications': 'Ask for notifications again',
  // support area (issue 11): certification, credit limit, bank account, links
  'user.certTitle': 'Certification',
  'user.certDone': 'Complete: you can borrow.',
  'user.certStep': 'Step {{n}} of 4 to finish.',
  'user.certStart': 'Not started yet.',
  'user.certContinue': 'Continue certification',
  'user.creditTitle': 'Credit limit',
  'user.creditAvailable': 'Available: {{amount}}',
  'user.creditLocked': 'Locked until your overdue loan is repaid.',
  'user.bankTitle': 'Bank account',
  'user.bankNone': 'No account yet.',
  'user.bankChange': 'Change bank account',
  'user.linksTitle': 'More',
} as const;
