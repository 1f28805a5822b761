// Frozen: sign-in attempts per network address (code requests and failed checks), for the per-IP limits.
import type { Kysely } from 'kysely';

/** Creates the ip_attempt table. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ip_attempt')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ip_attempt_kind_ip').on('ip_attempt').columns(['kind', 'ip', 'created_at']).execute();
}

/** Drops the ip_attempt table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ip_attempt').execute();
}
