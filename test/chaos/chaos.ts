// `npm run test:chaos` (one run: `node --import tsx test/chaos/chaos.ts sqlite|postgres|postgres-pair`):
// money under crashes and races. The built server on 127.0.0.1 with a fresh database, ~20
// borrowers certified through the API, then borrowers applying and paying, the operator's CLI and a
// signed-callback gateway all at once while the server is killed with SIGKILL and restarted 3 to 5
// times; afterwards the database itself is checked. Prints its counts and "N passed, N failed".
// `postgres-pair`: two instances on one PostgreSQL behind a round-robin proxy (server-pair.ts); each
// kill takes one down while the other keeps serving.
// PostgreSQL needs DATABASE_URL of a server it may create a database on (test/chaos/run.sh starts one).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../support/built-server.mjs';
import { runBorrower, type BorrowerRun } from './borrower';
import { certifiedBorrowers } from './certify';
import { type Check, checkBills } from './check-borrow';
import { checkIntegrity } from './check-integrity';
import { checkOpsTotals } from './check-ops-totals';
import { checkPayments, type Money } from './check-pay';
import { openCheckDb } from './db';
import { payer } from './gateway';
import { killAtRandom, seeded } from './killer';
import { runOperator } from './operator';
import { report } from './report';
import { ServerPair } from './server-pair';
import { type Served, ServerProcess } from './server-process';
import { Tally } from './tally';

const BORROWERS = Number(process.env.CHAOS_BORROWERS ?? 20);
const ROUNDS = 2;
const CHAOS_MS = 30_000; // nobody starts anything new after this
const RUN_LIMIT_MS = 240_000; // the whole run, however slow the machine: then it fails and stops
const PAY_SECRET = 'chaos-pay-secret-0123456789';

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database: a temporary DATA_DIR, and on PostgreSQL a new database on the admin server. */
async function freshDatabase(kind: string, dir: string): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (kind === 'sqlite') return { env: { DATA_DIR: dir }, drop: async () => {} };
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error('postgres needs DATABASE_URL (npm run test:chaos -- postgres starts a throwaway cluster)');
  const name = `loan_chaos_${randomBytes(4).toString('hex')}`;
  await adminQuery(admin, `create database ${name}`);
  const url = new URL(admin);
  url.pathname = '/' + name;
  return { env: { DATA_DIR: dir, DATABASE_URL: url.toString() }, drop: () => adminQuery(admin, `drop database ${name} with (force)`) };
}

async function main(kind: string): Promise<number> {
  if (kind !== 'sqlite' && kind !== 'postgres' && kind !== 'postgres-pair')
    throw new Error(`usage: chaos.ts sqlite|postgres|postgres-pair (got "${kind}")`);
  if (!existsSync(join('dist', 'server', 'index.mjs')) || !existsSync(join('dist', 'server', 'ops.mjs'))) {
    const b = spawnSync(process.execPath, ['build.mjs'], { stdio: 'inherit' });
    if (b.status !== 0) throw new Error('node build.mjs failed');
  }
  const seed = Number(process.env.SEED ?? randomBytes(4).readUInt32BE(0));
  const random = seeded(seed);
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'loan-chaos-'));
  const database = await freshDatabase(kind === 'sqlite' ? 'sqlite' : 'postgres', dir);
  const env = { ...database.env, AUTO_DECIDE_MS: '0', PAY_SECRET, LOG_LEVEL: 'warn' };
  const pair = kind === 'postgres-pair' ? await ServerPair.create(env, random) : null;
  const server: Served = pair ?? new ServerProcess(await freePort(), env);
  const tally = new Tally();
  const overrun = setTimeout(() => {
    server.killNow();
    console.log(`chaos run on ${kind} took over ${RUN_LIMIT_MS / 1000} s: stopped\n0 passed, 1 failed`);
    process.exit(1);
  }, RUN_LIMIT_MS);
  overrun.unref();
  // Interrupted (Ctrl-C, a CI time-out): the server child goes too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.killNow();
      process.exit(130);
    });
  }
  try {
    await server.start();
    console.log(`# chaos on ${kind}, seed ${seed} (SEED=${seed} to repeat the choices), ${BORROWERS} borrowers`);
    const borrowers = await certifiedBorrowers(server, BORROWERS);
    const probe = await openCheckDb(env);
    const payments = await probe.hasTable('pay_event');
    await probe.close();
    console.log(
      `# ${borrowers.length} borrowers certified in ${((Date.now() - started) / 1000).toFixed(1)} s; repayment ${payments ? 'on' : 'not on this branch yet: borrowing only'}`,
    );

    let killing = true;
    const run: BorrowerRun = { base: server.url, tally, random, deadline: Date.now() + CHAOS_MS, rounds: ROUNDS, busy: () => killing };
    if (payments) run.pay = payer(PAY_SECRET)(run);
    let borrowing = true;
    const operator = runOperator(env, tally, () => !borrowing, random, 0.3);
    const kills = 3 + Math.floor(random() * 3);
    const killer = killAtRandom(server, kills, random, () => tally.moneyInFlight).finally(() => (killing = false));
    // Borrowers arrive over the first seconds, so the kills land amid their calls.
    await Promise.all(
      borrowers.map(async (b) => {
        await new Promise((r) => setTimeout(r, random() * 8000));
        // A borrower stuck past the deadline is reported with the rest, after the checks.
        await runBorrower(run, b).catch((e) => tally.problems.push(`borrower ${b.index}: ${(e as Error).message}`));
      }),
    );
    borrowing = false;
    await Promise.all([operator, killer]);
    await server.stop();
    if (pair) console.log(`# requests answered per instance through the proxy: ${pair.served.join(' and ')}`);
    console.log(`# chaos done in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const db = await openCheckDb(env);
    const c = tally.counts;
    const idle = [
      ...(tally.answered.size && c.disbursed ? [] : ['no application was answered and disbursed']),
      ...(!payments || tally.acknowledged.size ? [] : ['no callback was acknowledged']),
    ];
    const checks: Check[] = [
      { name: 'the run went through every money path it has', failures: idle },
      { name: 'the clients saw no contradiction (refusals, two bills for one key, ...)', failures: tally.problems },
    ];
    if (pair) {
      const whileDown = pair.servedWhileDown;
      checks.push({
        name: `the other instance kept serving while one was down (${whileDown.join(', ')} requests in the ${whileDown.length} outages)`,
        failures: whileDown.some((n) => n > 0) ? [] : ['no request was answered while an instance was down'],
      });
    }
    let money: Money | null = null;
    try {
      checks.push(...(await checkBills(db, tally)));
      if (payments) {
        const p = await checkPayments(db, tally);
        checks.push(...p.checks);
        money = p.money;
      }
      checks.push(...(await checkIntegrity(db)));
    } finally {
      await db.close();
    }
    if (money) checks.push(await checkOpsTotals(env, money));
    return report(kind, server, tally, checks, money);
  } finally {
    await server.stop();
    await database.drop().catch((e) => console.log(`# could not drop the database: ${e.message}`));
    rmSync(dir, { recursive: true, force: true });
  }
}

main(process.argv[2] ?? 'sqlite').then(
  (code) => process.exit(code),
  (e) => {
    console.log(`chaos run failed: ${e?.stack ?? e}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
