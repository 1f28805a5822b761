import type en from './en';

/** My profile page messages in Indonesian, loaded when Indonesian is active. */
const id: Record<keyof typeof en, string> = {
  'user.signOut': 'Keluar',
};

export default id;
