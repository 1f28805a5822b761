// Reruns a transaction that lost a race to a unique index (PostgreSQL 23505, SQLite's constraint):
// the rerun reads what the winner stored and answers from it.

const UNIQUE = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE']);

/** `run()`, run again (at most twice more) when a unique index refused its insert. */
export async function retryOnUnique<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      if (!UNIQUE.has((e as { code?: string }).code ?? '') || attempt >= 3) throw e;
    }
  }
}
