// Frozen: proofs of payment (vouchers) a borrower uploads for a payment that has not shown up, each
// waiting for an operator's decision. The photo itself is a file under DATA_DIR; this row names it.
// Never import app code here.
import { type Kysely, PostgresAdapter } from 'kysely';

/** Creates the voucher table. */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('voucher');
  await (pg
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('bill.id'))
    // One of the bill's payment references, when the borrower named one.
    .addColumn('reference', 'text')
    // `review` (waiting), `accepted` or `rejected`.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('voucher_bill_status').on('voucher').columns(['bill_id', 'status']).execute();
  await db.schema.createIndex('voucher_status').on('voucher').columns(['status', 'id']).execute();
}

/** Drops it. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('voucher').execute();
}
