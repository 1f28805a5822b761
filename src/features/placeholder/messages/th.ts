import type en from './en';

/** Placeholder page messages in Thai, loaded when Thai is active. */
const th: Record<keyof typeof en, string> = {
  'page.comingSoon': 'หน้านี้จะมาในการอัปเดตครั้งถัดไป',
};

export default th;
