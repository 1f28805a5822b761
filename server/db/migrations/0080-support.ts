// Frozen: the support area: feedback with its images, the message center and the
// satisfaction survey, and the `feedback_type` dictionary. Never import app code here.
import { type Kysely, PostgresAdapter } from 'kysely';

// [code, en, es, id, vi, th, fil]
type Row = [string, string, string, string, string, string, string];
const feedbackTypes: Row[] = [
  [
    'LOAN_APPLICATION',
    'Loan application',
    'Solicitud de préstamo',
    'Pengajuan pinjaman',
    'Đăng ký khoản vay',
    'การสมัครสินเชื่อ',
    'Pag-apply ng loan',
  ],
  [
    'REPAYMENT',
    'Repayment or extension',
    'Pago o prórroga',
    'Pembayaran atau perpanjangan',
    'Trả nợ hoặc gia hạn',
    'การชำระคืนหรือขยายเวลา',
    'Pagbabayad o extension',
  ],
  [
    'ACCOUNT',
    'Account and certification',
    'Cuenta y verificación',
    'Akun dan verifikasi',
    'Tài khoản và xác minh',
    'บัญชีและการยืนยันตัวตน',
    'Account at certification',
  ],
  [
    'APP_PROBLEM',
    'The app does not work',
    'La aplicación no funciona',
    'Aplikasi tidak berfungsi',
    'Ứng dụng không hoạt động',
    'แอปใช้งานไม่ได้',
    'Hindi gumagana ang app',
  ],
  ['COMPLAINT', 'Complaint', 'Queja', 'Keluhan', 'Khiếu nại', 'ข้อร้องเรียน', 'Reklamo'],
  ['SUGGESTION', 'Suggestion', 'Sugerencia', 'Saran', 'Góp ý', 'ข้อเสนอแนะ', 'Mungkahi'],
];

/** Creates the support tables and seeds `feedback_type`. */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (t: any) =>
    pg ? t.addColumn('id', 'serial', (c: any) => c.primaryKey()) : t.addColumn('id', 'integer', (c: any) => c.primaryKey().autoIncrement());
  const ms = 'bigint';
  const user = (c: any) => c.notNull().references('app_user.id');

  // One complaint or suggestion; `reference_no` is what the borrower quotes to support.
  await id(db.schema.createTable('feedback'))
    .addColumn('reference_no', 'text', (c: any) => c.notNull().unique())
    .addColumn('user_id', 'integer', user)
    .addColumn('type', 'text', (c: any) => c.notNull())
    .addColumn('content', 'text', (c: any) => c.notNull())
    .addColumn('state', 'integer', (c: any) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('created_at', ms, (c: any) => c.notNull())
    .addColumn('updated_at', ms, (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_user').on('feedback').columns(['user_id', 'created_at']).execute();

  // Images are files under DATA_DIR/feedback (owner-only, never served); the row names them.
  await id(db.schema.createTable('feedback_image'))
    .addColumn('feedback_id', 'integer', (c: any) => c.notNull().references('feedback.id'))
    .addColumn('file_ref', 'text', (c: any) => c.notNull())
    .addColumn('format', 'text', (c: any) => c.notNull())
    .addColumn('width', 'integer', (c: any) => c.notNull())
    .addColumn('height', 'integer', (c: any) => c.notNull())
    .addColumn('bytes', 'integer', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_image_feedback').on('feedback_image').columns(['feedback_id']).execute();

  // Message center: what the lender tells one borrower; `read_at` null until they open it.
  // `feedback_id` marks support's answer to that feedback (its title is then written in the reader's language).
  await id(db.schema.createTable('user_message'))
    .addColumn('user_id', 'integer', user)
    .addColumn('feedback_id', 'integer', (c: any) => c.references('feedback.id'))
    .addColumn('title', 'text', (c: any) => c.notNull())
    .addColumn('body', 'text', (c: any) => c.notNull())
    .addColumn('created_at', ms, (c: any) => c.notNull())
    .addColumn('read_at', ms)
    .execute();
  await db.schema.createIndex('user_message_user').on('user_message').columns(['user_id', 'created_at']).execute();

  // The satisfaction survey: one score 1-5 and an optional comment per answer.
  await id(db.schema.createTable('survey_answer'))
    .addColumn('user_id', 'integer', user)
    .addColumn('score', 'integer', (c: any) => c.notNull())
    .addColumn('easy', 'integer')
    .addColumn('comment', 'text')
    .addColumn('created_at', ms, (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('survey_answer_user').on('survey_answer').columns(['user_id', 'created_at']).execute();

  await db
    .insertInto('dict_item')
    .values(
      feedbackTypes.map(([item_code, en, es, id, vi, th, fil], i) => ({
        dict_type: 'feedback_type',
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

/** Drops the support tables and the `feedback_type` dictionary. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('dict_item').where('dict_type', '=', 'feedback_type').execute();
  for (const t of ['survey_answer', 'user_message', 'feedback_image', 'feedback']) await db.schema.dropTable(t).execute();
}
