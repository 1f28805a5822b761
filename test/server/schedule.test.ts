// Periodic jobs run once per tick across every server process on one PostgreSQL (`npm run
// test:pg` runs these on it), never twice and never not at all when one process dies; on SQLite
// (one process) every tick simply runs.
import pg from 'pg';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type Db, openDb } from '../../server/db/connection';
import { jobLock } from '../../server/db/once-per-tick';
import { inSlices, passOf } from '../../server/db/slices';
import { type Job, startSchedule } from '../../server/schedule';
import { sweepJobs } from '../../server/sweeps';
import { startTestServer, type TestServer } from './harness';

const HOUR = 3_600_000;

/** A job that counts its passes, taking `ms` each; `fail` makes the next pass throw. */
function counting(ms = 50) {
  const job = {
    runs: 0,
    fail: false,
    name: 'counting',
    everyMs: HOUR, // no timer fires during a test: ticks are called
    async run() {
      await new Promise((r) => setTimeout(r, ms));
      if (job.fail) {
        job.fail = false;
        throw new Error('the sweep broke');
      }
      job.runs++;
    },
  };
  return job;
}

/** `n` instances on the test server's database, each with its own connections and schedule. */
function instances(s: TestServer, job: Job, n = 2) {
  const dbs: Db[] = Array.from({ length: n }, () => openDb({ dataDir: s.config.dataDir, databaseUrl: s.config.databaseUrl }));
  const schedules = dbs.map((db) => startSchedule({ db, log: s.deps.log, realNow: () => s.clock.realNow() }, [job]));
  return {
    schedules,
    async close() {
      for (const sc of schedules) await sc.stop();
      for (const db of dbs) await db.destroy();
    },
  };
}

test("every job of the server is scheduled: the bill sweep, the housekeeping (which runs at start), the messages' pushes and the payment reminders", async () => {
  const s = await startTestServer();
  try {
    const jobs = sweepJobs({ ...s.deps });
    assert.equal(
      jobs.map((j) => [j.name, j.everyMs, j.atStart ?? false]),
      [
        ['bills', 1000, false],
        ['housekeeping', HOUR, true],
        ['messagePush', 5000, false],
        ['reminders', 60_000, false],
      ],
    );
    const schedule = startSchedule({ db: s.db, log: s.deps.log, realNow: () => s.clock.realNow() }, jobs);
    // Waits for the pass the start began (stopping at once would end it after its first slice).
    await schedule.tick('housekeeping');
    await schedule.stop();
    assert.ok(
      s.lines.some((l) => JSON.parse(l).msg === 'housekeeping'),
      'the housekeeping ran at start and logged its counts',
    );
  } finally {
    await s.close();
  }
});

test('two instances ticking at the same moment run the sweep once; the next tick runs it once again', async () => {
  const s = await startTestServer();
  const job = counting();
  const two = instances(s, job);
  try {
    const ran = await Promise.all(two.schedules.map((sc) => sc.tick('counting')));
    if (s.config.databaseUrl) {
      assert.equal(ran.sort(), [false, true], 'one instance ran it, the other skipped');
      assert.is(job.runs, 1);
      // Later in the same tick (the other instance's timer fires half a second after): still once.
      assert.equal(await Promise.all(two.schedules.map((sc) => sc.tick('counting'))), [false, false]);
      await s.clock.advance(HOUR);
      await Promise.all(two.schedules.map((sc) => sc.tick('counting')));
      assert.is(job.runs, 2, 'the next tick ran once more');
    } else {
      // SQLite serves one process: each tick simply runs.
      assert.equal(ran, [true, true]);
    }
  } finally {
    await two.close();
    await s.close();
  }
});

test('when the instance running a sweep dies, or its sweep fails, another instance still runs that tick', async () => {
  const s = await startTestServer();
  if (!s.config.databaseUrl) return void (await s.close()); // one process on SQLite: nobody else to take over
  const job = counting();
  const two = instances(s, job);
  // An instance in the middle of a sweep, holding the lock, then killed: its connection is cut.
  const dying = new pg.Client({ connectionString: s.config.databaseUrl });
  try {
    await dying.connect();
    await dying.query('begin');
    await dying.query('select pg_advisory_xact_lock($1, $2)', jobLock('counting'));
    assert.is(await two.schedules[0].tick('counting'), false, 'the lock is held: skipped');
    await dying.end(); // kill -9: the connection goes, and the lock with it
    assert.is(await two.schedules[0].tick('counting'), true, 'the survivor runs the tick the dead one did not finish');
    assert.is(job.runs, 1);
    // A sweep that fails is not written down as done: the other instance runs it in the same tick.
    await s.clock.advance(HOUR);
    job.fail = true;
    assert.is(await two.schedules[0].tick('counting'), false);
    assert.is(await two.schedules[1].tick('counting'), true);
    assert.is(job.runs, 2);
    assert.ok(s.lines.some((l) => l.includes('sweep failed') && l.includes('the sweep broke')));
  } finally {
    await dying.end().catch(() => {});
    await two.close();
    await s.close();
  }
});

test('stopping waits for a running sweep to finish', async () => {
  const s = await startTestServer();
  const job = counting(300);
  const schedule = startSchedule({ db: s.db, log: s.deps.log, realNow: () => s.clock.realNow() }, [job]);
  try {
    const pass = schedule.tick('counting');
    await new Promise((r) => setTimeout(r, 50));
    await schedule.stop();
    assert.is(job.runs, 1, 'the pass finished before stop() resolved');
    await pass;
    assert.is(await schedule.tick('counting'), false, 'a stopped schedule starts nothing');
  } finally {
    await s.close();
  }
});

test('stopping ends a long pass after its current slice, not after its whole backlog', async () => {
  const s = await startTestServer();
  let slices = 0;
  let started: () => void = () => {};
  const running = new Promise<void>((r) => (started = r));
  const job: Job = {
    name: 'backlog',
    everyMs: HOUR,
    async run(stopping) {
      // A backlog that would take an hour of slices.
      await inSlices(passOf(HOUR, stopping), async () => {
        slices++;
        started();
        await new Promise((r) => setTimeout(r, 5));
        return true;
      });
    },
  };
  const schedule = startSchedule({ db: s.db, log: s.deps.log, realNow: () => s.clock.realNow() }, [job]);
  try {
    const pass = schedule.tick('backlog');
    await running;
    await schedule.stop();
    const atStop = slices;
    assert.ok(await pass, 'the pass ended and counts as run');
    assert.is(slices, atStop, 'no slice after stop() resolved');
  } finally {
    await s.close();
  }
});

test.run();
