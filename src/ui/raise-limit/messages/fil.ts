import type en from './en';

/** How to raise the credit limit in Filipino, loaded when it is active. */
const fil: Record<keyof typeof en, string> = {
  'raiseLimit.title': 'Paano palakihin ang credit limit mo',
  'raiseLimit.how':
    'Bayaran nang buo ang bawat loan at lalaki ang credit limit mo nang {{amount}}, hanggang {{max}}. Habang may overdue na loan, naka-lock ang credit limit mo.',
  'raiseLimit.atCap': 'Nasa pinakamataas na ang credit limit mo. Habang may overdue na loan, naka-lock ito.',
};

export default fil;
