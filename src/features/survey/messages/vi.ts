import type en from './en';

/** Survey page messages in Vietnamese, loaded when it is active. */
const vi: Record<keyof typeof en, string> = {
  'survey.scoreLabel': 'Bạn hài lòng với PesoCash đến mức nào?',
  'survey.score': '{{n}} trên 5',
  'survey.scoreRequired': 'Vui lòng chọn điểm từ 1 đến 5',
  'survey.commentLabel': 'Còn gì khác không? (không bắt buộc)',
  'survey.thanks': 'Cảm ơn câu trả lời của bạn.',
};

export default vi;
