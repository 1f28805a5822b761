import type en from './en';

/** My profile page messages in Thai, loaded when Thai is active. */
const th: Record<keyof typeof en, string> = {
  'user.signOut': 'ออกจากระบบ',
};

export default th;
