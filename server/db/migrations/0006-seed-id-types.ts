// Frozen: the identity documents a borrower may certify with (dictionary `id_type`), the IDs
// Philippine lenders commonly accept. Never import app code here.
import type { Kysely } from 'kysely';

// [code, en, es, id, vi, th, fil]
type Row = [string, string, string, string, string, string, string];
const rows: Row[] = [
  [
    'PHILSYS',
    'PhilSys National ID (PhilID / ePhilID)',
    'Documento nacional PhilSys (PhilID / ePhilID)',
    'KTP nasional PhilSys (PhilID / ePhilID)',
    'Căn cước quốc gia PhilSys (PhilID / ePhilID)',
    'บัตรประชาชน PhilSys (PhilID / ePhilID)',
    'PhilSys National ID (PhilID / ePhilID)',
  ],
  [
    'UMID',
    'UMID (Unified Multi-Purpose ID)',
    'UMID (documento unificado multipropósito)',
    'UMID (kartu identitas serbaguna terpadu)',
    'UMID (thẻ căn cước đa năng hợp nhất)',
    'UMID (บัตรประจำตัวอเนกประสงค์)',
    'UMID (Unified Multi-Purpose ID)',
  ],
  [
    'DRIVERS_LICENSE',
    "Driver's licence (LTO)",
    'Licencia de conducir (LTO)',
    'SIM / surat izin mengemudi (LTO)',
    'Giấy phép lái xe (LTO)',
    'ใบอนุญาตขับขี่ (LTO)',
    'Lisensya sa pagmamaneho (LTO)',
  ],
  ['PASSPORT', 'Passport (DFA)', 'Pasaporte (DFA)', 'Paspor (DFA)', 'Hộ chiếu (DFA)', 'หนังสือเดินทาง (DFA)', 'Pasaporte (DFA)'],
  ['SSS', 'SSS ID', 'Credencial SSS', 'Kartu SSS', 'Thẻ SSS', 'บัตร SSS', 'SSS ID'],
  [
    'PRC',
    'PRC ID (professional licence)',
    'Credencial PRC (licencia profesional)',
    'Kartu PRC (lisensi profesi)',
    'Thẻ PRC (giấy phép hành nghề)',
    'บัตร PRC (ใบอนุญาตประกอบวิชาชีพ)',
    'PRC ID (lisensya ng propesyonal)',
  ],
  [
    'POSTAL',
    'Postal ID (PHLPost)',
    'Identificación postal (PHLPost)',
    'Kartu identitas pos (PHLPost)',
    'Thẻ căn cước bưu chính (PHLPost)',
    'บัตรประจำตัวไปรษณีย์ (PHLPost)',
    'Postal ID (PHLPost)',
  ],
  [
    'VOTERS',
    "Voter's ID (COMELEC)",
    'Credencial de elector (COMELEC)',
    'Kartu pemilih (COMELEC)',
    'Thẻ cử tri (COMELEC)',
    'บัตรผู้มีสิทธิเลือกตั้ง (COMELEC)',
    "Voter's ID (COMELEC)",
  ],
  [
    'TIN',
    'TIN ID (BIR)',
    'Credencial TIN (BIR)',
    'Kartu TIN (BIR)',
    'Thẻ mã số thuế TIN (BIR)',
    'บัตรประจำตัวผู้เสียภาษี TIN (BIR)',
    'TIN ID (BIR)',
  ],
];

/** Seeds the `id_type` dictionary. */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('dict_item')
    .values(
      rows.map(([item_code, en, es, id, vi, th, fil], i) => ({
        dict_type: 'id_type',
        item_code,
        sort: i + 1,
        label_en: en,
        label_es: es,
        label_id: id,
        label_vi: vi,
        label_th: th,
        label_fil: fil,
      })),
    )
    .execute();
}

/** Removes the `id_type` dictionary. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('dict_item').where('dict_type', '=', 'id_type').execute();
}
