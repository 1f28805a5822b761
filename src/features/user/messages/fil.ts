import type en from './en';

/** My profile page messages in Filipino (Tagalog), loaded when Filipino is active. */
const fil: Record<keyof typeof en, string> = {
  'user.phoneLabel': 'Numero ng mobile',
  'user.privacyLink': 'Patakaran sa Privacy',
  'user.signOut': 'Mag-sign out',
  'user.permissionsTitle': 'Mga pahintulot',
  'user.permissionsBody': 'Isang beses lang itinatanong sa device na ito. Itanong ulit dito kung nagbago ang isip mo.',
  'user.askLocation': 'Itanong ulit ang lokasyon',
  'user.askNotifications': 'Itanong ulit ang mga notification',
  'user.addToHome': 'Idagdag sa home screen',
};

export default fil;
