/** How to raise the credit limit, in English: loaded with Home and My profile (not the first screen's dictionary); every other language has exactly these keys. */
export default {
  'raiseLimit.title': 'How to raise your limit',
  'raiseLimit.how':
    'Repay each loan in full and your limit grows by {{amount}}, up to {{max}}. While a loan is overdue, your limit is locked.',
  'raiseLimit.atCap': 'Your limit is the most we lend. While a loan is overdue, it is locked.',
} as const;
