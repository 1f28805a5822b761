// Runs a transaction at SERIALIZABLE isolation, retrying when the database aborts it for a conflict:
// PostgreSQL's serialization failures, and SQLite's busy snapshot when another process (the operator
// CLI) wrote the file between this transaction's first read and its first write.
import type { Transaction } from 'kysely';
import type { Db } from './connection';
import type { Database } from './schema';

const ATTEMPTS = 12;
/** PostgreSQL serialization_failure and deadlock_detected; SQLite busy (snapshot out of date). */
const RETRYABLE = new Set(['40001', '40P01', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT']);

/** `fn` inside one serialisable transaction; conflicting runs are retried with a short random pause. */
export async function serializable<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(fn);
    } catch (e) {
      // The transaction did nothing; run it again.
      const code = (e as { code?: string }).code ?? '';
      if (!RETRYABLE.has(code) || attempt >= ATTEMPTS) throw e;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
    }
  }
}
