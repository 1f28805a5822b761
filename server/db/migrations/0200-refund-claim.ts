// Frozen: a refund being sent through the pay provider is claimed first, so two operators (or a
// retry racing the first run) never ask the gateway for the same refund at once. Never import app code here.
import type { Kysely } from 'kysely';

/** Adds the claim time to refunds. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refund').addColumn('sending_since', 'bigint').execute();
}

/** Drops it. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refund').dropColumn('sending_since').execute();
}
