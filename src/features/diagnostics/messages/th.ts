import type en from './en';

/** App check page messages in Thai, loaded when Thai is active. */
const th: Record<keyof typeof en, string> = {
  'diag.intro': 'ฝ่ายบริการลูกค้าอาจขอให้คุณเปิดหน้านี้ หน้านี้แสดงว่าโทรศัพท์นี้เชื่อมต่อกับบริการของเราอย่างไร จะไม่มีการส่งข้อมูลใดออกไปเว้นแต่คุณคัดลอกเอง',
  'diag.version': 'เวอร์ชันแอป',
  'diag.device': 'รหัสอุปกรณ์',
  'diag.api': 'การเชื่อมต่อกับบริการของเรา',
  'diag.apiChecking': 'กำลังตรวจสอบ…',
  'diag.apiOk': 'เชื่อมต่อได้ ไป-กลับ {{ms}} มิลลิวินาที',
  'diag.apiFailed': 'เชื่อมต่อไม่ได้',
  'diag.crypto': 'การเข้ารหัส',
  'diag.cryptoWeb': 'Web Crypto (มีในเบราว์เซอร์)',
  'diag.cryptoFallback': 'สำรอง (JavaScript)',
  'diag.sw': 'ใช้งานออฟไลน์ (เซอร์วิสเวิร์กเกอร์)',
  'diag.sw.unsupported': 'เบราว์เซอร์นี้ไม่รองรับ',
  'diag.sw.none': 'ยังไม่ได้ติดตั้ง',
  'diag.sw.installing': 'กำลังติดตั้ง',
  'diag.sw.waiting': 'เวอร์ชันใหม่รอการเข้าใช้ครั้งถัดไป',
  'diag.sw.active': 'ทำงานอยู่',
  'diag.sw.controlling': 'ทำงานอยู่และให้บริการหน้านี้',
  'diag.storage': 'พื้นที่จัดเก็บ',
  'diag.storageFree': 'ใช้ได้ ว่างประมาณ {{mb}} MB',
  'diag.storageUnknown': 'ใช้ได้ (ไม่ทราบพื้นที่ว่าง)',
  'diag.storageBlocked': 'ถูกบล็อก: เบราว์เซอร์นี้ไม่ให้แอปเก็บข้อมูล',
  'diag.checkAgain': 'ตรวจสอบอีกครั้ง',
  'diag.copy': 'คัดลอกให้ฝ่ายบริการลูกค้า',
};

export default th;
