import type en from './en';

/** How to raise the credit limit in Thai, loaded when it is active. */
const th: Record<keyof typeof en, string> = {
  'raiseLimit.title': 'วิธีเพิ่มวงเงินสิน\u2060เชื่อ',
  'raiseLimit.how': 'ชำระเงิน\u2060กู้แต่ละครั้งให้ครบ วงเงินสิน\u2060เชื่อจะเพิ่มขึ้น {{amount}} สูงสุด {{max}} ระหว่างที่มีเงิน\u2060กู้เกินกำหนด วงเงินจะถูกล็อก',
  'raiseLimit.atCap': 'วงเงินสิน\u2060เชื่อของคุณสูงสุดแล้ว ระหว่างที่มีเงิน\u2060กู้เกินกำหนด วงเงินจะถูกล็อก',
};

export default th;
