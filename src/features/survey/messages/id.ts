import type en from './en';

/** Survey page messages in Indonesian, loaded when it is active. */
const id: Record<keyof typeof en, string> = {
  'survey.scoreLabel': 'Seberapa puas Anda dengan PesoCash?',
  'survey.score': '{{n}} dari 5',
  'survey.scoreRequired': 'Pilih nilai dari 1 sampai 5',
  'survey.commentLabel': 'Ada lagi? (opsional)',
  'survey.thanks': 'Terima kasih atas jawaban Anda.',
};

export default id;
