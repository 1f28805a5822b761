import type en from './en';

/** Repay page messages in Thai, loaded when it is active. */
const th: Record<keyof typeof en, string> = {
  'repay.loanAmount': "จำนวนเงินกู้",
  'repay.dueDate': "วันครบกำหนด",
  'repay.productName': "ชื่อผลิตภัณฑ์",
  'repay.overdueDays': "จำนวนวันที่ค้างชำระ",
  'repay.overdueFee': "ค่าปรับล่าช้า",
  'repay.extendedDueDate': "วันครบกำหนดหลังขยายเวลา",
  'repay.waived': "ยกเว้นแล้ว",
  'repay.coupon': "คูปอง",
  'repay.extensionFee': "ค่าขยายเวลา",
  'repay.serviceFee': "ค่าบริการ",
  'repay.repayable': "ยอดที่ต้องชำระ",
  'repay.payEarly': "วันครบกำหนดของคุณตรงกับวันหยุดสุดสัปดาห์หรือวันหยุดนักขัตฤกษ์ กรุณาชำระล่วงหน้าหนึ่งวัน",
  'repay.how': "คุณต้องการทำอะไร",
  'repay.full': "ชำระเต็มจำนวน",
  'repay.partial': "ชำระบางส่วน",
  'repay.extend': "ขยายเวลาสินเชื่อ",
  'repay.partialAmount': "จำนวนเงิน (₱)",
  'repay.amountRange': "กรุณากรอกจำนวนตั้งแต่ {{min}} ถึง {{max}}",
  'repay.useCoupon': "คูปอง",
  'repay.noCoupon': "ไม่ใช้คูปอง",
  'repay.channel': "ชำระผ่าน",
  'repay.toPay': "ยอดชำระ",
  'repay.pay': "รับรหัสชำระเงิน",
  'repay.settled': "สินเชื่อนี้ชำระครบแล้ว ขอบคุณ!",
};

export default th;
