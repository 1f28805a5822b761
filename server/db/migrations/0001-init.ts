// Frozen: the foundation tables (settings, dictionaries, tracking). Never import app code here.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Creates the foundation tables. */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (t: any) =>
    pg ? t.addColumn('id', 'serial', (c: any) => c.primaryKey()) : t.addColumn('id', 'integer', (c: any) => c.primaryKey().autoIncrement());

  await db.schema
    .createTable('setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  let dict = id(db.schema.createTable('dict_item'));
  for (const col of ['dict_type', 'item_code']) dict = dict.addColumn(col, 'text', (c: any) => c.notNull());
  dict = dict.addColumn('sort', 'integer', (c: any) => c.notNull().defaultTo(0));
  for (const lang of ['en', 'es', 'id', 'vi', 'th', 'fil']) dict = dict.addColumn(`label_${lang}`, 'text', (c: any) => c.notNull());
  await dict.addUniqueConstraint('dict_item_type_code', ['dict_type', 'item_code']).execute();

  await id(db.schema.createTable('metric_info'))
    .addColumn('user_id', 'integer')
    .addColumn('device_id', 'text')
    .addColumn('app_id', 'text')
    .addColumn('data_type', 'text')
    .addColumn('upload_type', 'integer')
    .addColumn('value', 'text', (c: any) => c.notNull())
    .addColumn('created_at', 'bigint', (c: any) => c.notNull())
    .execute();

  await id(db.schema.createTable('metric_event'))
    .addColumn('user_id', 'integer')
    .addColumn('device_id', 'text')
    .addColumn('event_type', 'text', (c: any) => c.notNull())
    .addColumn('body', 'text', (c: any) => c.notNull())
    .addColumn('created_at', 'bigint', (c: any) => c.notNull())
    .execute();
  await sql`create index metric_info_created on metric_info (created_at)`.execute(db);
}

/** Drops the foundation tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['metric_event', 'metric_info', 'dict_item', 'setting']) await db.schema.dropTable(t).execute();
}
