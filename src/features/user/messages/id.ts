import type en from './en';

/** My profile page messages in Indonesian, loaded when Indonesian is active. */
const id: Record<keyof typeof en, string> = {
  'user.phoneLabel': 'Nomor HP',
  'user.privacyLink': 'Kebijakan Privasi',
  'user.signOut': 'Keluar',
};

export default id;
