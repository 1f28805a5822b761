// The one place where periodic jobs run. Each job ticks on its own interval in every server process;
// on PostgreSQL a tick runs in one process only (db/once-per-tick.ts), on SQLite (one process) it
// simply runs. Stopping tells a running job to end after its current slice (db/slices.ts) and waits
// for it, so a shutdown never cuts a transaction in half nor waits for a whole backlog.
import type { Db } from './db/connection';
import { oncePerTick } from './db/once-per-tick';
import type { Log } from './log';

/** A periodic job. */
export interface Job {
  /** Names the job in logs and in the record of ticks done. */
  name: string;
  /** One tick every this many milliseconds of real time. */
  everyMs: number;
  /** Also tick as the process starts (the housekeeping: a server restarted often still prunes). */
  atStart?: boolean;
  /** One pass; `stopping` is aborted when the schedule stops (a long pass ends after its current slice). */
  run(stopping: AbortSignal): Promise<void>;
}

/** What runs the jobs needs. */
export interface ScheduleDeps {
  db: Db;
  log: Log;
  /** Real time in epoch milliseconds (clock.realNow): ticks are numbered by it. */
  realNow(): number;
}

/** Running jobs: `stop()` ends their timers and resolves once no pass is running any more. */
export interface Schedule {
  stop(): Promise<void>;
  /** Runs one tick of `name` now, as its timer would (tests, and the start-up pass). */
  tick(name: string): Promise<boolean>;
}

/** Starts every job's timer. */
export function startSchedule(deps: ScheduleDeps, jobs: readonly Job[]): Schedule {
  const running = new Map<string, Promise<boolean>>();
  const stopping = new AbortController();
  let stopped = false;
  const tick = (job: Job): Promise<boolean> => {
    // A pass longer than its interval is not started again on top of itself.
    const busy = running.get(job.name);
    if (busy || stopped) return busy ?? Promise.resolve(false);
    const pass = oncePerTick(deps.db, job.name, Math.floor(deps.realNow() / job.everyMs), () => job.run(stopping.signal))
      .catch((e) => {
        deps.log.error('sweep failed', { job: job.name, error: String(e) });
        return false;
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, pass);
    return pass;
  };
  const timers = jobs.map((job) => {
    const timer = setInterval(() => void tick(job), job.everyMs);
    timer.unref();
    return timer;
  });
  for (const job of jobs) if (job.atStart) void tick(job);
  return {
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      stopping.abort();
      await Promise.all(running.values());
    },
    tick(name) {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`no job ${name}`);
      return tick(job);
    },
  };
}
