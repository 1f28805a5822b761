// Frozen: each multipart upload of a signed-in borrower, for the per-borrower upload limit.
import type { Kysely } from 'kysely';

/** Creates the upload_attempt table. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('upload_attempt')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('upload_attempt_user_time').on('upload_attempt').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('upload_attempt_time').on('upload_attempt').column('created_at').execute();
}

/** Drops the upload_attempt table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upload_attempt').execute();
}
