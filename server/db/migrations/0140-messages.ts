// Frozen: messages that tell of events (kind, raw params rendered at read time, a link), stored
// once per event key, and pushed once; the language a device last used, for its pushes.
import { type Kysely, sql } from 'kysely';

/** Adds the notice columns to user_message and the language to auth_token. */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['kind', 'params', 'link', 'event_key', 'push_state'])
    await db.schema.alterTable('user_message').addColumn(column, 'text').execute();
  // Messages written before notices existed were never pushed, and are not now.
  await db.updateTable('user_message').set({ push_state: 'none' }).execute();
  await db.schema.createIndex('user_message_event').on('user_message').columns(['user_id', 'event_key']).unique().execute();
  // The push job reads only the waiting rows.
  await db.schema
    .createIndex('user_message_push_waiting')
    .on('user_message')
    .column('id')
    .where(sql.ref('push_state'), 'is', null)
    .execute();
  await db.schema.alterTable('auth_token').addColumn('lang', 'text').execute();
}

/** Drops them again. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('auth_token').dropColumn('lang').execute();
  await db.schema.dropIndex('user_message_push_waiting').execute();
  await db.schema.dropIndex('user_message_event').execute();
  for (const column of ['push_state', 'event_key', 'link', 'params', 'kind'])
    await db.schema.alterTable('user_message').dropColumn(column).execute();
}
