import type en from './en';

/** Survey page messages in Filipino (Tagalog), loaded when it is active. */
// Taglish where Filipinos really use the English word (feedback, email, upload, reference number).
const fil: Record<keyof typeof en, string> = {
  'survey.scoreLabel': 'Gaano ka kasiyahan sa PesoCash?',
  'survey.score': '{{n}} sa 5',
  'survey.scoreRequired': 'Pumili ng score mula 1 hanggang 5',
  'survey.commentLabel': 'May iba pa ba? (opsyonal)',
  'survey.thanks': 'Salamat sa iyong sagot.',
};

export default fil;
