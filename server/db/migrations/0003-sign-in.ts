// Frozen: sign-in (users, hashed tokens, hashed codes, lockouts), partner tasks, device reports.
import { type Kysely, PostgresAdapter } from 'kysely';

/** Creates the sign-in tables. */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (t: any) =>
    pg ? t.addColumn('id', 'serial', (c: any) => c.primaryKey()) : t.addColumn('id', 'integer', (c: any) => c.primaryKey().autoIncrement());
  const ms = 'bigint';

  await id(db.schema.createTable('app_user'))
    .addColumn('phone', 'text', (c: any) => c.notNull().unique())
    .addColumn('biz_status', 'integer', (c: any) => c.notNull())
    .addColumn('register_client_type', 'integer')
    .addColumn('channel', 'text')
    .addColumn('created_at', ms, (c: any) => c.notNull())
    .addColumn('last_login_at', ms)
    .execute();

  await db.schema
    .createTable('auth_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('last_used_at', ms, (c) => c.notNull())
    .addColumn('revoked_at', ms)
    .execute();
  await db.schema.createIndex('auth_token_user').on('auth_token').column('user_id').execute();

  await id(db.schema.createTable('otp_code'))
    .addColumn('phone', 'text', (c: any) => c.notNull())
    .addColumn('device_id', 'text', (c: any) => c.notNull())
    .addColumn('salt', 'text', (c: any) => c.notNull())
    .addColumn('code_hash', 'text', (c: any) => c.notNull())
    .addColumn('created_at', ms, (c: any) => c.notNull())
    .addColumn('expires_at', ms, (c: any) => c.notNull())
    .addColumn('used_at', ms)
    .execute();
  await db.schema.createIndex('otp_code_phone').on('otp_code').columns(['phone', 'created_at']).execute();
  await db.schema.createIndex('otp_code_device').on('otp_code').columns(['device_id', 'created_at']).execute();

  await db.schema
    .createTable('login_guard')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', ms)
    .execute();

  await db.schema
    .createTable('partner_task')
    .addColumn('task_hash', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('used_at', ms)
    .execute();

  let device = id(db.schema.createTable('device_info'))
    .addColumn('user_id', 'integer', (c: any) => c.notNull().references('app_user.id'))
    .addColumn('device_id', 'text', (c: any) => c.notNull());
  for (const col of ['operating_system', 'uuid', 'os_type', 'resolution', 'screen_size', 'user_agent'])
    device = device.addColumn(col, 'text');
  await device
    .addColumn('screen_width', 'integer')
    .addColumn('screen_height', 'integer')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('launch', 'integer')
    .addColumn('updated_at', ms, (c: any) => c.notNull())
    .addUniqueConstraint('device_info_user_device', ['user_id', 'device_id'])
    .execute();
}

/** Drops the sign-in tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['device_info', 'partner_task', 'login_guard', 'otp_code', 'auth_token', 'app_user'])
    await db.schema.dropTable(t).execute();
}
