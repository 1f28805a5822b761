// A periodic job shared by every server process on one PostgreSQL runs once per tick: the first
// process to take the job's advisory lock runs it and writes down the tick; the others see the lock
// taken, or the tick already done, and skip. The lock lives in a transaction held open while the
// job runs, so a process that dies mid-job (kill -9) lets go of it with its connection, and the tick
// is only written down when the job finished: another process then runs it.
import { sql } from 'kysely';
import { type Db, isPostgres } from './connection';

/** The advisory-lock class of the app's jobs (any number no other lock of the database uses). */
const LOCK_CLASS = 0x10a9;

/**
 * Runs `job` for `tick` unless another process runs or ran it for this tick already; answers whether
 * it ran here. On SQLite (one process only) the job simply runs.
 */
export async function oncePerTick(db: Db, name: string, tick: number, job: () => Promise<void>): Promise<boolean> {
  if (!isPostgres(db)) {
    await job();
    return true;
  }
  const key = `sweep.${name}`;
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${LOCK_CLASS}, ${jobLockId(name)}) as locked`.execute(
      trx,
    );
    if (!rows[0]?.locked) return false;
    const last = await trx.selectFrom('setting').select('value').where('key', '=', key).executeTakeFirst();
    if (last && Number(last.value) >= tick) return false;
    await job();
    const value = String(tick);
    await trx
      .insertInto('setting')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    return true;
  });
}

/** The advisory lock key of job `name`: the app's class, and a stable 32-bit number of the name (FNV-1a). */
export function jobLock(name: string): [number, number] {
  return [LOCK_CLASS, jobLockId(name)];
}

function jobLockId(name: string): number {
  let h = 0x811c9dc5;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h | 0;
}
