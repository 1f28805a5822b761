// Frozen: tracking rows remember the sender's address (per-address limit) and are indexed for the
// per-device and per-address limits and the retention sweep; Web Push subscriptions per borrower device.
import type { Kysely } from 'kysely';

/** Adds the address column, the limit and sweep indexes, and the push subscription table. */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['metric_info', 'metric_event']) {
    await db.schema.alterTable(table).addColumn('ip', 'text').execute();
    await db.schema.createIndex(`${table}_device_time`).on(table).columns(['device_id', 'created_at']).execute();
    await db.schema.createIndex(`${table}_ip_time`).on(table).columns(['ip', 'created_at']).execute();
    await db.schema.createIndex(`${table}_time`).on(table).column('created_at').execute();
  }
  await db.schema
    .createTable('push_subscription')
    .addColumn('endpoint', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscription_user').on('push_subscription').column('user_id').execute();
}

/** Drops what up added. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_subscription').execute();
  for (const table of ['metric_info', 'metric_event']) {
    for (const ix of ['device_time', 'ip_time', 'time']) await db.schema.dropIndex(`${table}_${ix}`).execute();
    await db.schema.alterTable(table).dropColumn('ip').execute();
  }
}
