/** Disclosure statements' messages in English (the landing's sample and each quote or bill): bundled with them; every other language has exactly these keys. */
export default {
  'disclosure.title': 'Disclosure statement (sample)',
  'disclosure.note':
    'A sample for the most you can borrow over the longest term. Before you accept a loan you get your own statement, with your amount and due date.',
  'disclosure.amountFinanced': 'Amount financed',
  'disclosure.netProceeds': 'Net proceeds (what you receive)',
  'disclosure.totalRepayable': 'Total to repay',
  'disclosure.term': 'Term',
  'disclosure.days': '{{n}} days',
  'disclosure.effectiveRate': 'Effective interest rate',
  'disclosure.perMonth': '{{rate}} a month',
  'disclosure.heading': 'Disclosure statement',
  'disclosure.serviceFee': 'Service fee (deducted)',
  'disclosure.interest': 'Interest',
  'disclosure.dueDate': 'Due date',
  'disclosure.dueLater': 'Set when the money is sent',
  'disclosure.interestRate': 'Interest rate',
} as const;
