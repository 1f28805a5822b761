// Frozen: the certification dictionaries (Philippine values) and the demo support contacts.
import type { Kysely } from 'kysely';

// [type, code, en, es, id, vi, th, fil]
type Row = [string, string, string, string, string, string, string, string];
const rows: Row[] = [
  ['gender', 'M', 'Male', 'Masculino', 'Laki-laki', 'Nam', 'ชาย', 'Lalaki'],
  ['gender', 'F', 'Female', 'Femenino', 'Perempuan', 'Nữ', 'หญิง', 'Babae'],

  ['education', 'ELEMENTARY', 'Elementary', 'Primaria', 'Sekolah dasar', 'Tiểu học', 'ประถมศึกษา', 'Elementarya'],
  ['education', 'HIGH_SCHOOL', 'High school', 'Secundaria', 'Sekolah menengah', 'Trung học', 'มัธยมศึกษา', 'Hayskul'],
  [
    'education',
    'VOCATIONAL',
    'Vocational (TESDA)',
    'Formación técnica (TESDA)',
    'Pendidikan vokasi (TESDA)',
    'Học nghề (TESDA)',
    'อาชีวศึกษา (TESDA)',
    'Bokasyonal (TESDA)',
  ],
  [
    'education',
    'COLLEGE_LEVEL',
    'College undergraduate',
    'Universidad sin terminar',
    'Kuliah tidak selesai',
    'Đại học chưa tốt nghiệp',
    'เรียนมหาวิทยาลัยแต่ยังไม่จบ',
    'Hindi nakatapos ng kolehiyo',
  ],
  [
    'education',
    'COLLEGE_GRADUATE',
    'College graduate',
    'Título universitario',
    'Lulusan perguruan tinggi',
    'Tốt nghiệp đại học',
    'จบปริญญาตรี',
    'Nagtapos ng kolehiyo',
  ],
  ['education', 'POSTGRADUATE', 'Postgraduate', 'Posgrado', 'Pascasarjana', 'Sau đại học', 'สูงกว่าปริญญาตรี', 'Postgraduwado'],

  ['marital_status', 'SINGLE', 'Single', 'Soltero/a', 'Lajang', 'Độc thân', 'โสด', 'Walang asawa'],
  ['marital_status', 'MARRIED', 'Married', 'Casado/a', 'Menikah', 'Đã kết hôn', 'สมรส', 'May asawa'],
  [
    'marital_status',
    'LIVE_IN',
    'Living with partner',
    'En pareja sin casarse',
    'Tinggal bersama pasangan',
    'Sống chung không kết hôn',
    'อยู่กินกันโดยไม่จดทะเบียน',
    'Nagsasama nang hindi kasal',
  ],
  ['marital_status', 'SEPARATED', 'Separated', 'Separado/a', 'Berpisah', 'Ly thân', 'แยกกันอยู่', 'Hiwalay'],
  [
    'marital_status',
    'ANNULLED',
    'Annulled',
    'Matrimonio anulado',
    'Pernikahan dibatalkan',
    'Hôn nhân bị hủy',
    'การสมรสถูกเพิกถอน',
    'Napawalang-bisa ang kasal',
  ],
  ['marital_status', 'WIDOWED', 'Widowed', 'Viudo/a', 'Janda/Duda', 'Góa', 'หม้าย', 'Balo'],

  [
    'work_status',
    'EMPLOYED_PRIVATE',
    'Employed (private company)',
    'Empleado (empresa privada)',
    'Karyawan swasta',
    'Nhân viên công ty tư nhân',
    'พนักงานบริษัทเอกชน',
    'May trabaho (pribadong kompanya)',
  ],
  [
    'work_status',
    'EMPLOYED_GOVERNMENT',
    'Government employee',
    'Empleado público',
    'Pegawai pemerintah',
    'Công chức nhà nước',
    'ข้าราชการหรือพนักงานรัฐ',
    'Kawani ng gobyerno',
  ],
  [
    'work_status',
    'SELF_EMPLOYED',
    'Self-employed / own business',
    'Independiente / negocio propio',
    'Wiraswasta / usaha sendiri',
    'Tự kinh doanh',
    'ประกอบธุรกิจส่วนตัว',
    'May sariling negosyo',
  ],
  [
    'work_status',
    'OFW',
    'Overseas Filipino Worker (OFW)',
    'Trabajador filipino en el extranjero (OFW)',
    'Pekerja Filipina di luar negeri (OFW)',
    'Lao động Philippines ở nước ngoài (OFW)',
    'แรงงานฟิลิปปินส์ในต่างประเทศ (OFW)',
    'Overseas Filipino Worker (OFW)',
  ],
  ['work_status', 'FREELANCER', 'Freelancer', 'Freelance', 'Pekerja lepas', 'Làm việc tự do', 'ฟรีแลนซ์', 'Freelancer'],
  ['work_status', 'STUDENT', 'Student', 'Estudiante', 'Pelajar / mahasiswa', 'Học sinh / sinh viên', 'นักเรียน / นักศึกษา', 'Estudyante'],
  ['work_status', 'UNEMPLOYED', 'Unemployed', 'Desempleado/a', 'Tidak bekerja', 'Thất nghiệp', 'ว่างงาน', 'Walang trabaho'],
  ['work_status', 'RETIRED', 'Retired / pensioner', 'Jubilado/a', 'Pensiunan', 'Nghỉ hưu', 'เกษียณอายุ', 'Retirado / pensiyonado'],

  [
    'industry',
    'BPO',
    'BPO / call center',
    'BPO / centro de llamadas',
    'BPO / pusat panggilan',
    'BPO / tổng đài',
    'BPO / คอลเซ็นเตอร์',
    'BPO / call center',
  ],
  [
    'industry',
    'RETAIL',
    'Retail and trade',
    'Comercio minorista',
    'Ritel dan perdagangan',
    'Bán lẻ và thương mại',
    'ค้าปลีกและการค้า',
    'Tingian at kalakalan',
  ],
  ['industry', 'MANUFACTURING', 'Manufacturing', 'Manufactura', 'Manufaktur', 'Sản xuất', 'การผลิต', 'Pagmamanupaktura'],
  ['industry', 'CONSTRUCTION', 'Construction', 'Construcción', 'Konstruksi', 'Xây dựng', 'ก่อสร้าง', 'Konstruksiyon'],
  [
    'industry',
    'TRANSPORT',
    'Transport and logistics',
    'Transporte y logística',
    'Transportasi dan logistik',
    'Vận tải và logistics',
    'ขนส่งและโลจิสติกส์',
    'Transportasyon at logistics',
  ],
  [
    'industry',
    'FOOD_HOSPITALITY',
    'Food and hospitality',
    'Alimentación y hostelería',
    'Makanan dan perhotelan',
    'Ăn uống và khách sạn',
    'อาหารและการบริการ',
    'Pagkain at hospitality',
  ],
  ['industry', 'HEALTHCARE', 'Healthcare', 'Salud', 'Kesehatan', 'Y tế', 'สาธารณสุข', 'Kalusugan'],
  ['industry', 'EDUCATION', 'Education', 'Educación', 'Pendidikan', 'Giáo dục', 'การศึกษา', 'Edukasyon'],
  ['industry', 'GOVERNMENT', 'Government', 'Gobierno', 'Pemerintahan', 'Cơ quan nhà nước', 'ภาครัฐ', 'Gobyerno'],
  [
    'industry',
    'AGRICULTURE',
    'Agriculture and fishing',
    'Agricultura y pesca',
    'Pertanian dan perikanan',
    'Nông nghiệp và thủy sản',
    'เกษตรกรรมและประมง',
    'Agrikultura at pangingisda',
  ],
  [
    'industry',
    'IT',
    'Information technology',
    'Tecnologías de la información',
    'Teknologi informasi',
    'Công nghệ thông tin',
    'เทคโนโลยีสารสนเทศ',
    'Information technology',
  ],
  [
    'industry',
    'FINANCE',
    'Banking and finance',
    'Banca y finanzas',
    'Perbankan dan keuangan',
    'Ngân hàng và tài chính',
    'ธนาคารและการเงิน',
    'Bangko at pananalapi',
  ],
  ['industry', 'OTHER', 'Other', 'Otro', 'Lainnya', 'Khác', 'อื่น ๆ', 'Iba pa'],

  [
    'income_range',
    'BELOW_10K',
    'Below ₱10,000 a month',
    'Menos de ₱10.000 al mes',
    'Di bawah ₱10.000 per bulan',
    'Dưới ₱10.000 mỗi tháng',
    'ต่ำกว่า ₱10,000 ต่อเดือน',
    'Mababa sa ₱10,000 kada buwan',
  ],
  [
    'income_range',
    '10K_20K',
    '₱10,000 – ₱19,999 a month',
    '₱10.000 – ₱19.999 al mes',
    '₱10.000 – ₱19.999 per bulan',
    '₱10.000 – ₱19.999 mỗi tháng',
    '₱10,000 – ₱19,999 ต่อเดือน',
    '₱10,000 – ₱19,999 kada buwan',
  ],
  [
    'income_range',
    '20K_30K',
    '₱20,000 – ₱29,999 a month',
    '₱20.000 – ₱29.999 al mes',
    '₱20.000 – ₱29.999 per bulan',
    '₱20.000 – ₱29.999 mỗi tháng',
    '₱20,000 – ₱29,999 ต่อเดือน',
    '₱20,000 – ₱29,999 kada buwan',
  ],
  [
    'income_range',
    '30K_50K',
    '₱30,000 – ₱49,999 a month',
    '₱30.000 – ₱49.999 al mes',
    '₱30.000 – ₱49.999 per bulan',
    '₱30.000 – ₱49.999 mỗi tháng',
    '₱30,000 – ₱49,999 ต่อเดือน',
    '₱30,000 – ₱49,999 kada buwan',
  ],
  [
    'income_range',
    'ABOVE_50K',
    '₱50,000 or more a month',
    '₱50.000 o más al mes',
    '₱50.000 atau lebih per bulan',
    'Từ ₱50.000 trở lên mỗi tháng',
    '₱50,000 ขึ้นไปต่อเดือน',
    '₱50,000 pataas kada buwan',
  ],

  ['salary_type', 'MONTHLY', 'Monthly', 'Mensual', 'Bulanan', 'Hàng tháng', 'รายเดือน', 'Buwanan'],
  [
    'salary_type',
    'SEMI_MONTHLY',
    'Twice a month (15th and 30th)',
    'Quincenal (días 15 y 30)',
    'Dua kali sebulan (tanggal 15 dan 30)',
    'Hai lần mỗi tháng (ngày 15 và 30)',
    'เดือนละสองครั้ง (วันที่ 15 และ 30)',
    'Kada kinsenas (ika-15 at ika-30)',
  ],
  ['salary_type', 'WEEKLY', 'Weekly', 'Semanal', 'Mingguan', 'Hàng tuần', 'รายสัปดาห์', 'Lingguhan'],
  ['salary_type', 'DAILY', 'Daily', 'Diario', 'Harian', 'Hàng ngày', 'รายวัน', 'Arawan'],
  [
    'salary_type',
    'IRREGULAR',
    'Irregular / commission',
    'Irregular / por comisión',
    'Tidak tetap / komisi',
    'Không cố định / hoa hồng',
    'ไม่แน่นอน / ค่าคอมมิชชัน',
    'Hindi regular / komisyon',
  ],

  ['relationship', 'PARENT', 'Parent', 'Padre o madre', 'Orang tua', 'Cha mẹ', 'พ่อแม่', 'Magulang'],
  ['relationship', 'SPOUSE', 'Spouse or partner', 'Cónyuge o pareja', 'Suami / istri', 'Vợ / chồng', 'คู่สมรสหรือคู่ชีวิต', 'Asawa o kinakasama'],
  ['relationship', 'SIBLING', 'Brother or sister', 'Hermano/a', 'Saudara kandung', 'Anh chị em ruột', 'พี่น้อง', 'Kapatid'],
  ['relationship', 'CHILD', 'Son or daughter', 'Hijo/a', 'Anak', 'Con', 'บุตร', 'Anak'],
  ['relationship', 'RELATIVE', 'Other relative', 'Otro familiar', 'Kerabat lain', 'Họ hàng khác', 'ญาติคนอื่น', 'Ibang kamag-anak'],
  ['relationship', 'FRIEND', 'Friend', 'Amigo/a', 'Teman', 'Bạn bè', 'เพื่อน', 'Kaibigan'],
  ['relationship', 'COLLEAGUE', 'Colleague', 'Compañero/a de trabajo', 'Rekan kerja', 'Đồng nghiệp', 'เพื่อนร่วมงาน', 'Katrabaho'],
];

// Demo support contacts (spec: app config staffService); operators replace them in the setting table.
const service: [string, string][] = [
  ['service.whatsApp', '+63 917 000 0000 (demo)'],
  ['service.phone', '(02) 8000 0000 (demo)'],
  ['service.email', 'support@demo-lending.example'],
  ['service.time', 'Mon–Sat 8:00–20:00 (PHT)'],
];

/** Seeds the dictionaries and the demo support contacts. */
export async function up(db: Kysely<any>): Promise<void> {
  const seen = new Map<string, number>();
  await db
    .insertInto('dict_item')
    .values(
      rows.map(([dict_type, item_code, en, es, id, vi, th, fil]) => {
        const sort = (seen.get(dict_type) ?? 0) + 1;
        seen.set(dict_type, sort);
        return { dict_type, item_code, sort, label_en: en, label_es: es, label_id: id, label_vi: vi, label_th: th, label_fil: fil };
      }),
    )
    .execute();
  await db
    .insertInto('setting')
    .values(service.map(([key, value]) => ({ key, value })))
    .execute();
}

/** Removes the seeded rows. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('dict_item').execute();
  await db.deleteFrom('setting').where('key', 'like', 'service.%').execute();
}
