// Frozen: each batch of a signed-in borrower, for the per-borrower batch limit.
import type { Kysely } from 'kysely';

/** Creates the batch_attempt table. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('batch_attempt')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('batch_attempt_user_time').on('batch_attempt').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('batch_attempt_time').on('batch_attempt').column('created_at').execute();
}

/** Drops the batch_attempt table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('batch_attempt').execute();
}
