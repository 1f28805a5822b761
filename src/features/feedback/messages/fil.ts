import type en from './en';

/** Feedback page messages in Filipino (Tagalog), loaded when it is active. */
// Taglish where Filipinos really use the English word (feedback, email, upload, reference number).
const fil: Record<keyof typeof en, string> = {
  'feedback.typeLabel': 'Uri ng feedback',
  'feedback.typeRequired': 'Pumili ng uri ng feedback.',
  'feedback.contentLabel': 'Ano ang nangyari?',
  'feedback.contentRequired': 'Pakisulat muna ang iyong feedback bago i-submit.',
  'feedback.imagesLabel': 'Mga larawan ({{n}}/{{max}})',
  'feedback.imagesHint': 'Opsyonal: mga screenshot o litrato ng problema.',
  'feedback.addImage': 'Magdagdag ng larawan',
  'feedback.removeImage': 'Alisin ang larawan {{n}}',
  'feedback.tooManyImages': 'Hanggang {{max}} na larawan lang ang puwede.',
  'feedback.imageTooLarge': 'Masyadong malaki ang larawan (hanggang {{mb}} MB).',
  'feedback.notAnImage': 'Litrato lang ang puwedeng idagdag (JPEG, PNG o WebP).',
  'feedback.unreadable': 'Ang “{{name}}” ay hindi larawang mababasa namin. Pumili ng larawang JPEG, PNG o WebP.',
  'feedback.uploading': 'Ipinapadala… {{pct}}%',
  'feedback.sentTitle': 'Salamat, natanggap namin',
  'feedback.reference': 'Ang iyong reference number: {{ref}}',
  'feedback.copyReference': 'Kopyahin ang reference number',
  'feedback.another': 'Magpadala ulit',
  'feedback.historyTitle': 'Ang iyong mga feedback',
  'feedback.historyEmpty': 'Wala ka pang naipadala. Sumulat sa amin gamit ang form sa itaas: dito lalabas ang sagot namin.',
  'feedback.state0': 'Natanggap',
  'feedback.state1': 'Inaasikaso',
  'feedback.state2': 'Nasagot na',
  'feedback.reply': 'Ang sagot namin: {{text}}',
};

export default fil;
