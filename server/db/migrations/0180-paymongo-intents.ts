// Frozen: the PayMongo Payment Intent made for each payment reference, so its events find the reference
// and an intent left unpaid past the reference's expiry is cancelled at PayMongo.
import type { Kysely } from 'kysely';

/** Creates the paymongo_intent table. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('paymongo_intent')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('intent_id', 'text', (c) => c.notNull().unique())
    .addColumn('pay_code', 'text', (c) => c.notNull())
    .addColumn('checkout_url', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('paymongo_intent_open').on('paymongo_intent').columns(['status', 'expires_at']).execute();
}

/** Drops the paymongo_intent table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('paymongo_intent').execute();
}
