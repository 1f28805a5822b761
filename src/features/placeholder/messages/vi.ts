import type en from './en';

/** Placeholder page messages in Vietnamese, loaded when Vietnamese is active. */
const vi: Record<keyof typeof en, string> = {
  'page.comingSoon': 'Màn hình này sẽ có trong bản cập nhật sắp tới.',
};

export default vi;
