import type { PolicyText } from '../policy-text';

/** Privacy notice, English (Data Privacy Act of 2012, NPC Circular 20-01). */
export default {
  updatedLabel: 'Last updated',
  updated: '2026-11-28',
  intro:
    '{{lender}} (SEC Registration No. {{secNo}}, Certificate of Authority No. {{caNo}}) is the personal information controller for this app. This notice explains what personal data we collect when you use it, why, how long we keep it, who receives it and what your rights are under the Data Privacy Act of 2012 (Republic Act No. 10173), its Implementing Rules and NPC Circular No. 20-01 on lending.',
  sections: [
    {
      heading: 'What we collect and why',
      blocks: [
        [
          'Your mobile number and the one-time sign-in codes we text to it: to create your account and sign you in securely.',
          'Identity details: a photo of your government ID, a live photo of your face and the details read from the ID: to confirm you are who you say you are, as anti-money-laundering rules require, and to prevent others from borrowing in your name.',
          'Personal information you type in: gender, birth date, email, education, marital status, number of children, work status, industry, income, salary type, payday, company name and address: to assess your application and decide the amount we can lend.',
          'Two emergency contacts you type in (name, relationship, mobile number): only to confirm your information and, if we cannot reach you at all, to ask them to tell you to contact us. We never tell them about your loan or any amount you owe.',
          'Your bank or e-wallet account: to send your loan and match your repayments.',
          'Your loans, repayments, extensions, coupons and messages to us: to run your account, answer you and keep the records the law requires.',
          'Device information: a random device ID created by this app, your operating system, screen size, browser and whether the app was opened from your home screen: to keep your account safe and to fix problems.',
          'Your location, only if you allow it: to detect fraud, such as applications made from somewhere you have never been.',
          'How the app is used (pages opened, errors): to find and fix problems. This is not used to decide on your loan.',
        ],
      ],
    },
    {
      heading: 'Permissions and when we ask',
      blocks: [
        'Before your browser asks for a permission, the app shows a short note that says why. Saying no never stops you from using the app, except the camera during identity verification, which cannot be done without it.',
        [
          'Camera: only while you take the photos of your ID and your face during identity verification, and never at any other time.',
          'Location: asked once, when you apply for a loan (you can ask for it again in My profile); you can say no or turn it off in your browser settings at any time.',
          'Notifications: asked once, after your first loan application, to tell you when your loan is approved or due; you can turn them off at any time.',
        ],
        'This app does not and cannot access your contact list, your photo gallery or your text messages. When you attach a picture (a receipt or a feedback photo), your browser gives us only the picture you choose. If your phone offers to fill in the sign-in code from a text message, only that code reaches the app, and only when you accept.',
      ],
    },
    {
      heading: 'Why we are allowed to process your data',
      blocks: [
        'We process your data to enter into and carry out the loan contract you ask for; to comply with the law (including the Anti-Money Laundering Act, the Credit Information System Act and the rules of the Securities and Exchange Commission); to protect you and us against fraud; and, for location and notifications, with your consent, which you can withdraw at any time.',
      ],
    },
    {
      heading: 'Who receives your data',
      blocks: [
        'We share only what each party needs, under written agreements that require them to protect it:',
        [
          'the Credit Information Corporation, to which the law requires lenders to report loan data;',
          'banks, e-wallets and payment centres that send your loan and receive your repayments;',
          'identity-verification, SMS and cloud-hosting providers that work on our instructions;',
          'collection agencies, only if a loan is overdue, bound by the rules against unfair debt collection (SEC Memorandum Circular No. 18, series of 2019);',
          'regulators, courts and law enforcement, when the law requires it.',
        ],
        "We never sell your personal data. If you opened this app from a partner's app, that partner gave us your mobile number to sign you in; we do not share your loan details with the partner.",
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        [
          'Sign-in codes: 5 minutes, then they no longer work.',
          'Account, identity, loan and repayment records: 5 years after your last loan is fully paid or your account is closed, as anti-money-laundering rules require.',
          'If you never take a loan: your data is deleted 1 year after your last sign-in, unless the law requires us to keep identity records longer.',
          'Device information, location and usage records: 1 year.',
        ],
        'After these periods we delete or anonymise your data.',
      ],
    },
    {
      heading: 'How we protect it',
      blocks: [
        'Your data travels encrypted. Sign-in tokens are stored only in a form that cannot be read back, and they expire after 30 days without use. Only staff who need your data for their work can see it, and they are bound to confidentiality.',
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        'Under the Data Privacy Act you have the right to:',
        [
          'be informed of how your data is processed;',
          'access your data and get a copy of it;',
          'correct data that is wrong or out of date;',
          'object to processing, and withdraw your consent where we rely on it;',
          'have data erased or blocked when it is no longer needed or was processed unlawfully;',
          'receive your data in a portable electronic format;',
          'be compensated for damage caused by a breach of your rights;',
          'file a complaint with the National Privacy Commission (privacy.gov.ph).',
        ],
        'Some data must be kept for the periods the law sets even if you ask us to delete it; we will tell you when that applies.',
      ],
    },
    {
      heading: 'Using your rights in the app',
      blocks: [
        'In My profile, "My data" shows everything we hold about you and lets you download it as one file, at once.',
        [
          '"Delete my account" (in My data) deletes your identity photos, emergency contacts, personal information, bank account, devices, location, usage records, messages and feedback, and signs you out on every device. It asks for a code we text to you first. It is not possible while a loan is open or while we still owe you a refund.',
          'What the law makes us keep after that: your loans and payments (amounts and dates) and your ID number in a form that cannot be read back, for 5 years after the deletion, as anti-money-laundering rules require; then they are deleted too. Your number can sign up again as a new borrower.',
          'In My profile, "Your choices" lets you withdraw your consent to location, notifications and usage statistics at any time; it stops on that device at once.',
          'Payment reminders come only between 6:00 a.m. and 10:00 p.m., Philippine time, as a message in the app, a notification, and, if notifications cannot reach you, an SMS on the due date and the day after. You can turn notifications and SMS reminders off in My profile. We never send reminders to your emergency contacts or anyone else.',
        ],
      ],
    },
    {
      heading: 'Contact our Data Protection Officer',
      blocks: [
        'For questions, requests about your rights or to report a concern, contact our Data Protection Officer. We reply within 15 working days.',
        ['Email: {{dpoEmail}}', 'Phone: {{dpoPhone}}', 'Address: {{dpoAddress}}'],
      ],
    },
    {
      heading: 'Changes to this notice',
      blocks: [
        'When we change this notice we update the date at the top, and we tell you in the app before a change that affects you takes effect.',
      ],
    },
  ],
} satisfies PolicyText;
