/** Survey page messages in English: bundled with the page; every other language has exactly these keys. */
export default {
  'survey.scoreLabel': 'How happy are you with PesoCash?',
  'survey.score': '{{n}} of 5',
  'survey.scoreRequired': 'Please choose a score from 1 to 5',
  'survey.commentLabel': 'Anything else? (optional)',
  'survey.thanks': 'Thank you for your answer.',
} as const;
