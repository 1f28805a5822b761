// Opens what both the server and the operator CLI stand on: the database (migrated) and the clock.
import { type Clock, createClock } from './clock';
import type { Config } from './config';
import { type Db, openDb } from './db/connection';
import { migrateToLatest } from './db/migrate';

/** Opens the database, applies pending migrations and loads the clock. */
export async function openServices(config: Config): Promise<{ db: Db; clock: Clock }> {
  const db = openDb(config);
  try {
    await migrateToLatest(db);
    return { db, clock: await createClock(db, { production: config.production }) };
  } catch (e) {
    await db.destroy();
    throw e;
  }
}
