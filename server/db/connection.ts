// The one database handle: embedded SQLite (WAL) by default, PostgreSQL when DATABASE_URL is set.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

/** The typed query builder used everywhere. */
export type Db = Kysely<Database>;

/** The SQLite file under a data folder. */
export function sqliteFile(dataDir: string): string {
  return join(dataDir, 'app.db');
}

/** True when `db` is PostgreSQL (several server processes may share it), false for SQLite. */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Thrown when `mustExist` is asked and there is no database file. */
export class NoDatabaseError extends Error {}

/**
 * Opens the database named by the configuration. The SQLite file is created when missing, unless
 * `mustExist` (the operator CLI: a mistyped DATA_DIR must not silently start an empty database).
 * `durable: false` is for throw-away test databases only: commits skip the wait for the disk.
 */
export function openDb(opts: { dataDir: string; databaseUrl: string | null; mustExist?: boolean; durable?: boolean }): Db {
  if (opts.databaseUrl) {
    // Times are epoch-ms BIGINTs: read them (and COUNT results) as numbers, not strings.
    const types = {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text'),
    };
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, types } as pg.PoolConfig);
    // An idle connection that PostgreSQL ends (a restart, a failover, an administrator) emits 'error'
    // on the pool; unheard, that event would end the whole server. The pool drops that connection
    // and opens a new one for the next query, so there is nothing else to do.
    pool.on('error', () => {});
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = sqliteFile(opts.dataDir);
  if (opts.mustExist && !existsSync(file))
    throw new NoDatabaseError(`no database at ${file}: check DATA_DIR (or create one with npm run ops -- init)`);
  keepPrivate(opts.dataDir, file);
  // A 5 s busy timeout lets the operator CLI and the server write the same file.
  const sqlite = new SQLite(file, { timeout: 5000 });
  sqlite.pragma('journal_mode = WAL');
  // A lender's ledger: a commit that answered survives a power cut, not only a crash (docs/database.md: the cost).
  sqlite.pragma(opts.durable === false ? 'synchronous = OFF' : 'synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

// Borrowers' data: the folder 0700 and the file 0600. SQLite gives its -wal and -shm files the
// database file's mode, so creating the file first with 0600 covers them too.
function keepPrivate(dataDir: string, file: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    if ((statSync(dataDir).mode & 0o077) !== 0) chmodSync(dataDir, 0o700);
  } catch {
    // A folder the operator owns differently (a mounted volume) keeps its mode; the file is still 0600.
  }
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}
