/** Customer service page messages in English: bundled with the page; every other language has exactly these keys. */
export default {
  'cs.intro': 'We are here to help. Tap an entry to call or write to us, or Copy to keep it.',
  'cs.writeEmail': 'Write to us by email',
  'cs.emailSubject': 'PesoCash support request',
  'cs.feedbackLink': 'Send feedback or a complaint',
  'cs.loadFailed': "We couldn't load the contacts.",
} as const;
