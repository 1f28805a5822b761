// Kysely's SQLite driver prepares every query anew; compiling the SQL costs more than running most of
// ours (a sign-in runs about a dozen). The same text gets the same prepared statement back. Safe on the
// one connection: better-sqlite3 runs each statement to its end before the next starts, and re-prepares
// a statement itself when a migration changed the schema under it.
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** `db` for Kysely's SqliteDialect, its statements kept by SQL text (at most `max`; then it starts over). */
export function withStatementCache(db: SQLite.Database, max = 500): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string) {
      let stmt = kept.get(sql);
      if (!stmt) {
        if (kept.size >= max) kept.clear();
        stmt = db.prepare(sql);
        kept.set(sql, stmt);
      }
      return stmt;
    },
  };
}
