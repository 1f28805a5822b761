import type en from './en';

/** The payments received and their receipts in Thai, loaded when it is active. */
const th: Record<keyof typeof en, string> = {
  'payments.heading': 'รายการชำระที่ได้รับ',
  'payments.none': 'ยังไม่ได้รับการชำระ',
  'payments.owed': 'ยอดค้างชำระ',
  'payments.receipt': 'ใบเสร็จ',
  'payments.receiptFor': 'ใบเสร็จ {{amount}} วันที่ {{date}}',
  'payments.receiptTitle': 'ใบเสร็จการชำระ',
  'payments.date': 'วันและเวลา',
  'payments.amount': 'ยอดที่ชำระ',
  'payments.channel': 'ชำระผ่าน',
  'payments.reference': 'เลขอ้างอิง',
  'payments.kind': 'ชำระสำหรับ',
  'payments.kindRepay': 'ชำระคืนสินเชื่อ',
  'payments.kindExtend': 'ขยายเวลา',
  'payments.applied': 'หักเข้าสินเชื่อ',
  'payments.refund': 'คืนให้คุณ',
  'payments.owedAfter': 'ยอดค้างหลังชำระ',
  'payments.receiptNo': 'เลขที่ใบเสร็จ',
  'payments.share': 'แชร์',
  'payments.save': 'บันทึกเป็นรูปภาพ',
  'payments.refundPending': '{{amount}} ชำระเกินยอดที่ค้าง เราจะคืนเงินไปที่ {{account}}',
  'payments.refundSent': 'คืนเงิน {{amount}} ไปที่ {{account}} แล้วเมื่อ {{date}}',
  'payments.refundAccount': 'บัญชีของคุณ',
  'payments.refundPayer': 'บัญชีที่คุณใช้ชำระ',
  'payments.va': 'โอนผ่านธนาคาร (บัญชีเสมือน)',
  'payments.otc': 'ชำระที่เคาน์เตอร์',
  'payments.matched': 'ทีมงานของเราจับคู่ให้แล้ว',
};
export default th;
