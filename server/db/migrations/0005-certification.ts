// Frozen: the four-step certification (phone check, KYC images and liveness, personal information,
// emergency contacts, bank account), the credit limit it grants and the coupons. Never import app code here.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Creates the certification tables. */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (t: any) =>
    pg ? t.addColumn('id', 'serial', (c: any) => c.primaryKey()) : t.addColumn('id', 'integer', (c: any) => c.primaryKey().autoIncrement());
  const ms = 'bigint';
  const user = (c: any) => c.notNull().references('app_user.id');

  // Phone-check codes live apart from sign-in codes: their own send limits and their own lock.
  await id(db.schema.createTable('phone_check_code'))
    .addColumn('user_id', 'integer', user)
    .addColumn('phone', 'text', (c: any) => c.notNull())
    .addColumn('device_id', 'text', (c: any) => c.notNull())
    .addColumn('mode', 'text', (c: any) => c.notNull())
    .addColumn('salt', 'text', (c: any) => c.notNull())
    .addColumn('code_hash', 'text', (c: any) => c.notNull())
    .addColumn('created_at', ms, (c: any) => c.notNull())
    .addColumn('expires_at', ms, (c: any) => c.notNull())
    .addColumn('used_at', ms)
    .execute();
  await db.schema.createIndex('phone_check_code_user').on('phone_check_code').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('phone_check_code_device').on('phone_check_code').columns(['device_id', 'created_at']).execute();

  await db.schema
    .createTable('phone_check_guard')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id'))
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', ms)
    .execute();

  // Uploaded images: the KYC provider keeps the file (development: under DATA_DIR, never served)
  // and answers a reference; the row says whose it is and what it is.
  await db.schema
    .createTable('kyc_image')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', user)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('document_type', 'text')
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('image_ref', 'text', (c) => c.notNull())
    .addColumn('ocr_fields', 'text')
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('kyc_image_user').on('kyc_image').columns(['user_id', 'kind', 'created_at']).execute();

  await db.schema
    .createTable('liveness_tx')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', user)
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('expires_at', ms, (c) => c.notNull())
    .addColumn('image_id', 'text')
    .addColumn('passed', 'integer')
    .addColumn('finished_at', ms)
    .execute();
  await db.schema.createIndex('liveness_tx_user').on('liveness_tx').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('kyc_record')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id'))
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('id_number', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('birthday', 'text', (c) => c.notNull())
    .addColumn('front_image_id', 'text', (c) => c.notNull())
    .addColumn('back_image_id', 'text', (c) => c.notNull())
    .addColumn('face_image_id', 'text', (c) => c.notNull())
    .addColumn('saved_at', ms, (c) => c.notNull())
    .execute();

  // One identity document certifies one borrower.
  await db.schema.createIndex('kyc_record_document').on('kyc_record').columns(['document_type', 'id_number']).unique().execute();

  let base = db.schema.createTable('base_info').addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id'));
  for (const col of ['gender', 'birthday', 'email', 'education', 'marital_status']) base = base.addColumn(col, 'text', (c) => c.notNull());
  base = base.addColumn('children_count', 'integer', (c) => c.notNull());
  for (const col of ['work_status', 'industry', 'income', 'salary_type']) base = base.addColumn(col, 'text', (c) => c.notNull());
  await base
    .addColumn('payday', 'integer', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('company_address', 'text', (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('emergency_contact')
    .addColumn('user_id', 'integer', user)
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('relationship', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .addPrimaryKeyConstraint('emergency_contact_pk', ['user_id', 'position'])
    .execute();

  await db.schema
    .createTable('bank_account')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id'))
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();

  // Centavos; `rule` names the decision that granted it, so a later change of rule stays traceable.
  await db.schema
    .createTable('credit_limit')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id'))
    .addColumn('credit_limit', ms, (c) => c.notNull())
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('granted_at', ms, (c) => c.notNull())
    .execute();

  // `kind` names why the coupon exists. The certification coupon is once per borrower: a partial
  // unique index says so, and leaves other kinds free to repeat.
  await id(db.schema.createTable('coupon'))
    .addColumn('user_id', 'integer', user)
    .addColumn('kind', 'text', (c: any) => c.notNull())
    .addColumn('amount', ms, (c: any) => c.notNull())
    .addColumn('created_at', ms, (c: any) => c.notNull())
    .addColumn('expire_time', ms, (c: any) => c.notNull())
    .addColumn('used_at', ms)
    .execute();
  await db.schema.createIndex('coupon_user').on('coupon').columns(['user_id', 'created_at']).execute();
  await sql`create unique index coupon_certification_once on coupon (user_id) where kind = 'certification'`.execute(db);
}

/** Drops the certification tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'coupon',
    'credit_limit',
    'bank_account',
    'emergency_contact',
    'base_info',
    'kyc_record',
    'liveness_tx',
    'kyc_image',
    'phone_check_guard',
    'phone_check_code',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
