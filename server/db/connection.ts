// The one database handle: embedded SQLite (WAL) by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/** The typed query builder used everywhere. */
export type Db = Kysely<Database>;

/** Opens the database named by the configuration (the file is created when missing). */
export function openDb(opts: { dataDir: string; databaseUrl: string | null }): Db {
  if (opts.databaseUrl) {
    // Times are epoch-ms BIGINTs: read them (and COUNT results) as numbers, not strings.
    const types = {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text'),
    };
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, types } as pg.PoolConfig);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(opts.dataDir, { recursive: true });
  // A 5 s busy timeout lets the operator CLI and the server write the same file.
  const file = new SQLite(join(opts.dataDir, 'app.db'), { timeout: 5000 });
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
}
