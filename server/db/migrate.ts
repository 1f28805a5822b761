// Applies every pending migration of the explicit map, in name order (one numbered below the last
// applied too). On PostgreSQL several server processes may start together: one holds an advisory lock
// while it migrates, the others wait for it and then find nothing left to apply.
import { type Kysely, Migrator, sql } from 'kysely';
import { type Db, isPostgres } from './connection';
import { migrations } from './migrations/index';
import type { Database } from './schema';

/** The advisory lock key of migrating (any number no other lock of the database uses). */
const MIGRATE_LOCK = 0x10a9_0001;

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  if (!isPostgres(db)) return migrate(db);
  // A session lock: taken and given back on the one connection that migrates.
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATE_LOCK})`.execute(conn);
    try {
      return await migrate(conn);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATE_LOCK})`.execute(conn);
    }
  });
}

/** Names of the migrations applied to the database (throws when it cannot be reached). */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('kysely_migration' as never)
    .select('name' as never)
    .execute();
  return rows.map((r) => (r as { name: string }).name);
}

async function migrate(db: Kysely<Database>): Promise<string[]> {
  // Engineers work in parallel on numbered ranges, so a lower-numbered migration may land after a
  // higher one already ran somewhere: each is applied once, whatever the order it arrives in.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? error}`);
  return (results ?? []).map((r) => r.migrationName);
}
