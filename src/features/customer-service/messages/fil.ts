import type en from './en';

/** Customer service page messages in Filipino (Tagalog), loaded when it is active. */
// Taglish where Filipinos really use the English word (feedback, email, upload, reference number).
const fil: Record<keyof typeof en, string> = {
  'cs.intro': 'Nandito kami para tumulong. I‑tap ang isa para tumawag o sumulat sa amin, o Kopyahin para itabi ito.',
  'cs.writeEmail': 'Mag-email sa amin',
  'cs.emailSubject': 'Support request sa PesoCash',
  'cs.feedbackLink': 'Magpadala ng feedback o reklamo',
  'cs.loadFailed': 'Hindi ma-load ang mga contact.',
};

export default fil;
