// Frozen: bills (loans) and their history. Never import app code here.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Creates the bill tables. */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (t: any) =>
    pg ? t.addColumn('id', 'serial', (c: any) => c.primaryKey()) : t.addColumn('id', 'integer', (c: any) => c.primaryKey().autoIncrement());
  const ms = 'bigint';

  // Money in centavos. `disclosure` is the JSON statement the borrower accepted, kept as shown.
  await id(db.schema.createTable('bill'))
    .addColumn('user_id', 'integer', (c: any) => c.notNull().references('app_user.id'))
    .addColumn('repay_id', 'text', (c: any) => c.notNull().unique())
    .addColumn('product_code', 'text', (c: any) => c.notNull())
    .addColumn('product_name', 'text', (c: any) => c.notNull())
    .addColumn('amount', ms, (c: any) => c.notNull())
    .addColumn('term', 'integer', (c: any) => c.notNull())
    .addColumn('status', 'integer', (c: any) => c.notNull())
    .addColumn('disclosure', 'text', (c: any) => c.notNull())
    .addColumn('net_proceeds', ms, (c: any) => c.notNull())
    .addColumn('total_repayable', ms, (c: any) => c.notNull())
    .addColumn('paid', ms, (c: any) => c.notNull().defaultTo(0))
    .addColumn('idem_key', 'text', (c: any) => c.notNull())
    .addColumn('request_hash', 'text', (c: any) => c.notNull())
    .addColumn('apply_time', ms, (c: any) => c.notNull())
    .addColumn('status_at', ms, (c: any) => c.notNull())
    .addColumn('disbursed_at', ms)
    .addColumn('due_date', ms)
    .addColumn('closed_at', ms)
    .execute();
  // The same Idempotency-Key of one borrower names one bill.
  await db.schema.createIndex('bill_idem').on('bill').columns(['user_id', 'idem_key']).unique().execute();
  // One open bill per borrower, whatever races past the checks: the database itself refuses a second.
  await sql`create unique index bill_one_open on bill (user_id) where status in (10, 20, 40, 50, 70)`.execute(db);
  await db.schema.createIndex('bill_status').on('bill').columns(['status', 'status_at']).execute();

  await id(db.schema.createTable('bill_event'))
    .addColumn('bill_id', 'integer', (c: any) => c.notNull().references('bill.id'))
    .addColumn('from_status', 'integer')
    .addColumn('to_status', 'integer', (c: any) => c.notNull())
    .addColumn('event', 'text', (c: any) => c.notNull())
    .addColumn('actor', 'text', (c: any) => c.notNull())
    .addColumn('at', ms, (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('bill_event_bill').on('bill_event').column('bill_id').execute();
}

/** Drops the bill tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bill_event').execute();
  await db.schema.dropTable('bill').execute();
}
