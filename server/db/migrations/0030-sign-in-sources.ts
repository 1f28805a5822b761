// Frozen: wrong codes count per source (phone + device + address) instead of per phone, a phone's
// wrong codes of the last day, the devices that signed in with a phone, and per-device address attempts.
import { type Kysely, sql } from 'kysely';

/** Creates the per-source tables; the per-phone lock table goes. */
export async function up(db: Kysely<any>): Promise<void> {
  const ms = 'bigint';
  await db.schema
    .createTable('code_guard')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', ms)
    .addColumn('updated_at', ms, (c) => c.notNull())
    .addPrimaryKeyConstraint('code_guard_pk', ['phone', 'device_id', 'ip'])
    .execute();
  await db.schema
    .createTable('code_failure')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('code_failure_phone').on('code_failure').columns(['phone', 'created_at']).execute();
  await db.schema
    .createTable('sign_in_device')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('last_at', ms, (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_device_pk', ['phone', 'device_id'])
    .execute();
  await db.schema
    .alterTable('ip_attempt')
    .addColumn('device_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('ip_attempt_kind_ip_device').on('ip_attempt').columns(['kind', 'ip', 'device_id', 'created_at']).execute();
  await db.schema.dropTable('login_guard').execute();
}

/** Restores the per-phone lock table and drops the per-source ones. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_guard')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .execute();
  await db.schema.dropIndex('ip_attempt_kind_ip_device').execute();
  await sql`alter table ip_attempt drop column device_id`.execute(db);
  for (const t of ['sign_in_device', 'code_failure', 'code_guard']) await db.schema.dropTable(t).execute();
}
