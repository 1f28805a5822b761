import type en from './en';

/** Feedback page messages in Thai, loaded when it is active. */
const th: Record<keyof typeof en, string> = {
  'feedback.typeLabel': 'ประเภทความคิดเห็น',
  'feedback.typeRequired': 'กรุณาเลือกประเภทความคิดเห็น',
  'feedback.contentLabel': 'เกิดอะไรขึ้น',
  'feedback.contentRequired': 'กรุณากรอกความคิดเห็นก่อนส่ง',
  'feedback.imagesLabel': 'รูปภาพ ({{n}}/{{max}})',
  'feedback.imagesHint': 'ไม่บังคับ: ภาพหน้าจอหรือรูปถ่ายที่แสดงปัญหา',
  'feedback.addImage': 'เพิ่มรูปภาพ',
  'feedback.removeImage': 'ลบรูปที่ {{n}}',
  'feedback.tooManyImages': 'เพิ่มรูปได้สูงสุด {{max}} รูป',
  'feedback.imageTooLarge': 'รูปภาพใหญ่เกินไป (สูงสุด {{mb}} MB)',
  'feedback.notAnImage': 'เพิ่มได้เฉพาะรูปภาพ (JPEG, PNG หรือ WebP)',
  'feedback.unreadable': '“{{name}}” ไม่ใช่รูปภาพที่เราอ่านได้ โปรดเลือกรูปภาพ JPEG, PNG หรือ WebP',
  'feedback.uploading': 'กำลังส่ง… {{pct}}%',
  'feedback.sentTitle': 'ขอบคุณ เราได้รับแล้ว',
  'feedback.reference': 'หมายเลขอ้างอิงของคุณ: {{ref}}',
  'feedback.copyReference': 'คัดลอกหมายเลขอ้างอิง',
  'feedback.another': 'ส่งอีกครั้ง',
  'feedback.historyTitle': 'ความคิดเห็นของคุณ',
  'feedback.historyEmpty': 'ยังไม่มีการส่ง เขียนถึงเราด้วยแบบฟอร์มด้านบน คำตอบของเราจะแสดงที่นี่',
  'feedback.state0': 'ได้รับแล้ว',
  'feedback.state1': 'กำลังดำเนินการ',
  'feedback.state2': 'ตอบกลับแล้ว',
  'feedback.reply': 'คำตอบของเรา: {{text}}',
};

export default th;
