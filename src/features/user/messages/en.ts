/** My profile page messages in English: bundled with the page; every other language has exactly these keys. */
export default {
  'user.phoneLabel': 'Mobile number',
  'user.privacyLink': 'Privacy Policy',
  'user.signOut': 'Sign out',
  'user.permissionsTitle': 'Permissions',
  'user.permissionsBody': 'Asked once on this device. Ask again here if you changed your mind.',
  'user.askLocation': 'Ask for location again',
  'user.askNotifications': 'Ask for notifications again',
  'user.addToHome': 'Add to home screen',
} as const;
