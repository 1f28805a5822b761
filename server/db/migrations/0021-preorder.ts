// Frozen: loan-guide reservations (pre-orders) and their once-per-borrower coupon.
// Never import app code here.
import { type Kysely, sql } from 'kysely';

/** Creates the pre-order table. */
export async function up(db: Kysely<any>): Promise<void> {
  // One reservation per borrower; `products` is the JSON list of product codes chosen.
  await db.schema
    .createTable('preorder')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id'))
    .addColumn('apply_total_amount', 'bigint', (c) => c.notNull())
    .addColumn('products', 'text', (c) => c.notNull())
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupon.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Like the certification coupon: a racing second insert cannot give a second coupon.
  await sql`create unique index coupon_preorder_once on coupon (user_id) where kind = 'preorder'`.execute(db);
}

/** Drops the pre-order table. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index coupon_preorder_once`.execute(db);
  await db.schema.dropTable('preorder').execute();
}
