import type en from './en';

/** Placeholder page messages in Filipino (Tagalog), loaded when Filipino is active. */
const fil: Record<keyof typeof en, string> = {
  'page.comingSoon': 'Darating ang screen na ito sa susunod na update.',
};

export default fil;
