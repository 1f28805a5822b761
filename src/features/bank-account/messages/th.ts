import type en from './en';

/** Bank-account messages in Thai, loaded when Thai is active. */
const th: Record<keyof typeof en, string> = {
  'bank.intro': 'บัญชีที่เราจะโอนเงิน\u2060กู้ให้ กรุณาใช้บัญชีที่เป็นชื่อของคุณเอง',
  'bank.bank': 'ธนาคารหรือกระเป๋าเงินอิเล็กทรอนิกส์',
  'bank.choose': 'เลือกธนาคารหรือกระเป๋าเงินอิเล็กทรอนิกส์',
  'bank.search': 'ค้นหาตามชื่อ',
  'bank.ewallets': 'กระเป๋าเงินอิเล็กทรอนิกส์',
  'bank.banks': 'ธนาคาร',
  'bank.noMatch': 'ไม่พบรายการที่ตรงกับ “{{q}}”',
  'bank.accountNo': 'เลขที่บัญชี',
  'bank.walletNo': 'หมายเลขมือถือของกระเป๋าเงิน',
  'bank.walletHint': 'หมายเลขมือถือ 11 หลักของกระเป๋าเงิน (09XXXXXXXXX)',
  'bank.digitsHint': '{{digits}} หลัก ตัวเลขเท่านั้น',
  'bank.or': 'หรือ',
  'bank.accountName': 'ชื่อเจ้าของบัญชี',
  'bank.accountNameHint': 'ตามที่ธนาคารหรือกระเป๋าเงินแสดง',
  'bank.bankRequired': 'กรุณาเลือกธนาคารหรือกระเป๋าเงินอิเล็กทรอนิกส์',
  'bank.accountNoRequired': 'กรุณากรอกเลขที่บัญชี',
  'bank.accountNoFormat': 'เลขที่บัญชีต้องมี {{digits}} หลัก',
  'bank.walletFormat': 'สำหรับกระเป๋าเงิน กรุณากรอกหมายเลขมือถือ 11 หลัก (09XXXXXXXXX)',
  'bank.nameRequired': 'กรุณากรอกชื่อเจ้าของบัญชี',
  'bank.nameFormat': 'กรุณากรอกชื่อตามบัญชี (ตัวอักษรเท่านั้น 2 ถึง 100 ตัว)',
  'bank.save': 'บันทึกการเปลี่ยนแปลง',
  'bank.current': 'บัญชีปัจจุบัน',
  'bank.updated': 'อัปเดตบัญชีธนาคารแล้ว',
  'bank.evaluating': 'กำลังประเมินเครดิต',
  'bank.evaluatingBody': 'กรุณารอสักครู่ขณะที่เราตรวจสอบข้อมูลของคุณ',
  'bank.successTitle': 'ยินดีด้วย!',
  'bank.successLimit': 'วงเงินของคุณคือ',
  'bank.successBody': 'คุณยืนยันตัวตนเรียบร้อยแล้วและสามารถขอสิน\u2060เชื่อได้ทันที',
  'bank.successOk': 'ไปหน้าแรก',
};

export default th;
