// Runs a transaction at SERIALIZABLE isolation, retrying when PostgreSQL aborts it for a conflict.
// SQLite already runs one transaction at a time, so there it simply runs once.
import type { Transaction } from 'kysely';
import type { Db } from './connection';
import type { Database } from './schema';

const ATTEMPTS = 12;

/** `fn` inside one serialisable transaction; conflicting runs are retried with a short random pause. */
export async function serializable<T>(db: Db, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(fn);
    } catch (e) {
      // 40001 serialization_failure, 40P01 deadlock_detected: the transaction did nothing; run it again.
      const code = (e as { code?: string }).code;
      if ((code !== '40001' && code !== '40P01') || attempt >= ATTEMPTS) throw e;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
    }
  }
}
