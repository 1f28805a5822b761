import type { AgreementText } from '../loan-agreement';

/** The loan agreement, English: filled with the lender settings and the quote on screen. */
export default {
  sections: [
    {
      heading: 'Who agrees',
      blocks: ['You, the borrower, and {{lender}} (SEC Registration No. {{secNo}}, Certificate of Authority No. {{caNo}}), the lender.'],
    },
    {
      heading: 'Your loan',
      blocks: [
        'Amount financed: {{amount}}. Charges: {{charges}}.',
        'You receive {{net}} in the bank or e\u2011wallet account you saved, and repay {{total}} by {{dueDate}} ({{term}}). The due date is counted from the day the money is sent.',
        'Interest rate {{interest}}; effective interest rate {{eir}}, as the disclosure statement shows.',
      ],
    },
    {
      heading: 'Repaying early',
      blocks: ['You may repay all or part of the loan at any time, with no fee for paying early.'],
    },
    {
      heading: 'Paying late',
      blocks: [
        'From the day after the due date, a late fee is added for each day late: {{penalty}} of the principal still unpaid, a month counting as 30 days. Your credit limit is locked until you repay. Interest, fees and late fees together never exceed the amount financed.',
      ],
    },
    {
      heading: 'Your data',
      blocks: [
        'We use your personal data only as our privacy notice says, under the Data Privacy Act of 2012. We never read your contacts, photos or messages, and we tell your emergency contacts nothing about your loan.',
      ],
    },
    {
      heading: 'Accepting',
      blocks: [
        'Ticking the box and tapping Apply accepts this agreement and the disclosure statement. Nothing is owed unless the loan is approved and the money is sent.',
      ],
    },
  ],
} satisfies AgreementText;
