import type en from './en';

/** Customer service page messages in Indonesian, loaded when it is active. */
const id: Record<keyof typeof en, string> = {
  'cs.intro': 'Kami siap membantu. Ketuk salah satu untuk menelepon atau menulis kepada kami, atau Salin untuk menyimpannya.',
  'cs.writeEmail': 'Kirim email kepada kami',
  'cs.emailSubject': 'Permintaan bantuan PesoCash',
  'cs.feedbackLink': 'Kirim masukan atau keluhan',
  'cs.loadFailed': 'Kontak tidak dapat dimuat.',
};

export default id;
