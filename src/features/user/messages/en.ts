/** My profile page messages in English: bundled with the page; every other language has exactly these keys. */
export default {
  'user.phoneLabel': 'Mobile number',
  'user.privacyLink': 'Privacy Policy',
  'user.signOut': 'Sign out',
} as const;
