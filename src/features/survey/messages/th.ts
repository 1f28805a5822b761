import type en from './en';

/** Survey page messages in Thai, loaded when it is active. */
const th: Record<keyof typeof en, string> = {
  'survey.scoreLabel': 'คุณพอใจกับ PesoCash แค่ไหน',
  'survey.score': '{{n}} จาก 5',
  'survey.scoreRequired': 'กรุณาเลือกคะแนน 1 ถึง 5',
  'survey.commentLabel': 'มีอะไรเพิ่มเติมไหม (ไม่บังคับ)',
  'survey.thanks': 'ขอบคุณสำหรับคำตอบ',
};

export default th;
