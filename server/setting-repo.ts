// Server-wide values kept in the database (`setting`): the development clock's offset, the
// development VAPID keys. Text by key.
import type { Db } from './db/connection';

/** The stored text of `key`, or undefined. */
export async function readSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('setting').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Stores `value` under `key`, replacing what was there. */
export async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('setting')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Stores `value` under `key` unless something is there already; answers what is stored (the first writer wins). */
export async function writeSettingOnce(db: Db, key: string, value: string): Promise<string> {
  await db
    .insertInto('setting')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('setting').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}
