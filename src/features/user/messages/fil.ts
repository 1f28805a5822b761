import type en from './en';

/** My profile page messages in Filipino (Tagalog), loaded when Filipino is active. */
const fil: Record<keyof typeof en, string> = {
  'user.phoneLabel': 'Mobile number',
  'user.privacyLink': 'Patakaran sa Privacy',
  'user.signOut': 'Mag-sign out',
};

export default fil;
