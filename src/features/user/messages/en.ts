/** My profile page messages in English: bundled with the page; every other language has exactly these keys. */
export default {
  'user.signOut': 'Sign out',
} as const;
