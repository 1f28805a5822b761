// Applies every pending migration of the explicit map, in name order.
import { Migrator } from 'kysely';
import type { Db } from './connection';
import { migrations } from './migrations/index';

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? error}`);
  return (results ?? []).map((r) => r.migrationName);
}
