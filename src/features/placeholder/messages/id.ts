import type en from './en';

/** Placeholder page messages in Indonesian, loaded when Indonesian is active. */
const id: Record<keyof typeof en, string> = {
  'page.comingSoon': 'Layar ini akan hadir dalam pembaruan mendatang.',
};

export default id;
