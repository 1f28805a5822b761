// `npm run bench:scale`: a lender's real book. For SQLite and PostgreSQL (a throwaway cluster,
// test/pg/cluster.sh), a small book and a large one (bench/scale-seed.mjs: N borrowers, default
// 500,000; --million for 1,000,000; --borrowers=N), each seeded in seconds at the schema before the
// periodic indexes, then the built server started on it (applying the newer migrations: the upgrade),
// and over real HTTP one signed-in borrower's calls (`GET /user/status`, `/credit/creditInfo`,
// `/borrow/bill`), one at a time, p50 and p99:
// - quiet: CALLS of them once the server answers;
// - during: from `ops clock +1d` (BACKLOG repaying bills fall due together, a tenth of the book on
//   the small one) until the sweep has marked the last one overdue, which gives the time to clear;
// - after: CALLS more;
// and the start to the first answer of a signed-in call: the upgrade start, then a plain restart.
// Prints a table per database and writes bench/scale.json. The machine may be shared: the load
// average is recorded with each figure. A benchmark, not a test. Flags: --db=sqlite|pg,
// --backlog=N, --small=N, --calls=N, --no-build.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Migrator } from 'kysely';
import pg from 'pg';
import { readBuildSettings } from '../build/settings.mjs';
import { openDb } from '../server/db/connection.ts';
import { migrations } from '../server/db/migrations/index.ts';
import { DAY_MS } from '../server/time.ts';
import { open as openEnvelope } from '../src/api/envelope.ts';
import { startServer } from '../test/support/built-server.mjs';
import { PG_AFTER_SEED, PG_ANALYZE, seedStatements } from './scale-seed.mjs';

const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  return hit === undefined ? fallback : hit.includes('=') ? hit.slice(hit.indexOf('=') + 1) : true;
};
const LARGE = arg('million', false) ? 1_000_000 : Number(arg('borrowers', 500_000));
const SMALL = Number(arg('small', 1_000));
const BACKLOG = Number(arg('backlog', 50_000));
const CALLS = Number(arg('calls', 300));
const DATABASES = String(arg('db', 'sqlite,pg')).split(',');
// The last migration before the periodic indexes: the book is seeded as an older server left it.
const UPGRADE_FROM = Object.keys(migrations)
  .sort()
  .filter((m) => m < '0151-periodic-indexes')
  .at(-1);
const CLEAR_LIMIT_MS = 180_000;
const CALLS_MEASURED = ['/user/status', '/credit/creditInfo', '/borrow/bill?borrowType=0'];
const TOKEN = 'bench-scale-token-0000000000000000';
const KEY = readBuildSettings(process.env).envelopeKey;

const load = () => +loadavg()[0].toFixed(1);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.now();

/** The throwaway PostgreSQL cluster of the pg suites (its admin URL, and how to stop it). */
function startCluster() {
  const out = execFileSync(
    'bash',
    ['-c', '. test/pg/cluster.sh; pg_cluster_start >&2 || exit 1; echo "$PG_ADMIN_URL"; echo "$pg_cluster_pid"; echo "$pg_cluster_dir"'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  ).trim();
  const [url, pid, dir] = out.split('\n').slice(-3);
  return {
    url,
    async stop() {
      try {
        process.kill(Number(pid), 'SIGINT');
        for (let i = 0; i < 100; i++) {
          process.kill(Number(pid), 0);
          await sleep(100);
        }
      } catch {
        // stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new database of `kind`: the server's environment for it, the bench's own connection, and its removal. */
async function newDatabase(kind, cluster, name) {
  if (kind === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
    const open = () => {
      const db = new SQLite(join(dataDir, 'app.db'));
      db.pragma('journal_mode = WAL');
      return db;
    };
    let conn = null;
    return {
      env: { DATA_DIR: dataDir },
      kysely: () => openDb({ dataDir, databaseUrl: null, durable: false }),
      async run(statements) {
        conn ??= open();
        conn.pragma('synchronous = OFF');
        conn.transaction(() => {
          for (const s of statements) conn.exec(s);
        })();
        conn.pragma('synchronous = FULL');
      },
      async count(text, params) {
        conn ??= open();
        return conn
          .prepare(text)
          .pluck()
          .get(...params);
      },
      async drop() {
        conn?.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-scale-')) },
    kysely: () => openDb({ dataDir: '', databaseUrl: url.toString() }),
    async run(statements) {
      // One transaction; the foreign keys' triggers off while the seed (consistent by construction) goes in.
      await client.query('begin');
      await client.query('set local session_replication_role = replica');
      for (const s of statements) await client.query(s);
      await client.query('commit');
    },
    async plain(text) {
      await client.query(text);
    },
    async count(text, params) {
      let i = 0;
      const r = await client.query(
        text.replace(/\?/g, () => `$${++i}`),
        params,
      );
      return Number(Object.values(r.rows[0])[0]);
    },
    async drop() {
      await client.end();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The server on `db`: started, and the time from its start to its first answer to a signed-in call. */
async function startOn(db) {
  const started = now();
  // The housekeeping's log line says when the start-up pass is done.
  let housekept = null;
  const onLine = (line) => {
    if (housekept === null && line.includes('"msg":"housekeeping"')) housekept = now();
  };
  const server = await startServer({ env: { AUTO_DECIDE_MS: '0', LOG_LEVEL: 'info', ...db.env }, onLine, timeoutMs: 120_000 });
  const base = `http://127.0.0.1:${server.port}`;
  for (;;) {
    try {
      const r = await call(base, CALLS_MEASURED[0]);
      if (r.ok) break;
    } catch {
      // listening, not answering yet
    }
    if (!server.running()) throw new Error('the server ended before answering');
    if (now() - started > 120_000) throw new Error('no answer within two minutes');
    await sleep(20);
  }
  return {
    base,
    firstAnswerMs: Math.round(now() - started),
    /** Resolves with the ms from start to the end of the start-up housekeeping (null past two minutes). */
    async housekeeping() {
      while (housekept === null && now() - started < 120_000) await sleep(100);
      return housekept === null ? null : Math.round(housekept - started);
    },
    stop: server.stop,
  };
}

function call(base, path) {
  return fetch(`${base}/api/user${path}`, { headers: { EFLAG: '1', 'Device-Id': 'bench-scale', Authentication: TOKEN } });
}

/** One signed-in call: its time in ms, after checking it answered 200. */
async function timed(base, path) {
  let t = now();
  // A kept-alive connection the server closed while idle (the bench waited on the CLI): a new one.
  const r = await call(base, path).catch(() => {
    t = now();
    return call(base, path);
  });
  const body = await r.text();
  const ms = now() - t;
  if (!r.ok) throw new Error(`${path}: HTTP ${r.status} ${body.slice(0, 200)}`);
  return ms;
}

/** Runs the three calls in turn until `more()` says stop; each sample with its call and start time. */
async function sample(base, more) {
  const samples = [];
  for (let i = 0; more(samples.length); i++) {
    const path = CALLS_MEASURED[i % CALLS_MEASURED.length];
    const at = now();
    samples.push({ path, at, ms: await timed(base, path) });
  }
  return samples;
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? +s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)].toFixed(1) : null;
};

/** p50 and p99 per call, and over all three. */
function stats(samples, loadAvg) {
  const out = { samples: samples.length, load: loadAvg };
  for (const path of [...CALLS_MEASURED, 'all']) {
    const ms = samples.filter((s) => path === 'all' || s.path === path).map((s) => s.ms);
    out[path.replace(/\?.*/, '')] = { p50: pct(ms, 50), p99: pct(ms, 99), max: pct(ms, 100) };
  }
  return out;
}

async function ops(db, args) {
  execFileSync(process.execPath, ['dist/server/ops.mjs', ...args], {
    env: { ...process.env, NODE_ENV: 'development', ...db.env },
    stdio: 'ignore',
  });
}

/** Seeds, starts, measures one book of `n` borrowers on `kind`. */
async function measure(kind, cluster, n, backlog) {
  const result = { database: kind, borrowers: n, backlog };
  const db = await newDatabase(kind, cluster, `bench_${n}`);
  try {
    const k = db.kysely();
    await new Migrator({ db: k, provider: { getMigrations: async () => migrations } }).migrateTo(UPGRADE_FROM);
    await k.destroy();
    const seedAt = Date.now();
    const t = now();
    await db.run(seedStatements({ pg: kind === 'pg', n, backlog, now: seedAt }));
    if (kind === 'pg') await db.run(PG_AFTER_SEED);
    if (kind === 'pg') await db.plain(PG_ANALYZE);
    // The measured borrower: the last repaying one, whose bill falls due later than the backlog's.
    const me = n - (n % 3);
    const hash = createHash('sha256').update(TOKEN).digest('hex');
    await db.run([
      `insert into auth_token (token_hash, user_id, created_at, last_used_at) values ('${hash}', ${me}, ${seedAt}, ${seedAt})`,
    ]);
    result.seedSeconds = +((now() - t) / 1000).toFixed(1);
    result.seedLoad = load();
    console.log(`${kind} ${n}: seeded in ${result.seedSeconds} s (load ${result.seedLoad})`);

    let server = await startOn(db);
    result.upgradeStartMs = server.firstAnswerMs;
    result.upgradeStartLoad = load();
    console.log(`  upgrade start (migrations from ${UPGRADE_FROM}) to first answer: ${server.firstAnswerMs} ms`);
    for (const path of CALLS_MEASURED) {
      const r = await call(server.base, path);
      const answer = await openEnvelope((await r.json()).payload, KEY);
      if (answer.code !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    }
    // Quiet means steady: after the start-up housekeeping (which walks every identity photo).
    result.startHousekeepingMs = await server.housekeeping();
    console.log(`  start-up housekeeping done ${result.startHousekeepingMs} ms after the start (load ${load()})`);
    await sample(server.base, (i) => i < 30);
    result.quiet = stats(await sample(server.base, (i) => i < CALLS), load());
    console.log(`  quiet: p99 ${result.quiet.all.p99} ms (load ${result.quiet.load})`);

    // A day passes on the business clock: the backlog falls due together.
    const pastDue = () => db.count('select count(*) from bill where status = ? and due_date < ?', [40, Date.now() + DAY_MS]);
    await ops(db, ['clock', '+1d']);
    const trigger = now();
    let cleared = null;
    const watch = (async () => {
      while (cleared === null && now() - trigger < CLEAR_LIMIT_MS) {
        if ((await pastDue()) === 0) cleared = now();
        else await sleep(200);
      }
    })();
    const during = await sample(server.base, () => cleared === null && now() - trigger < CLEAR_LIMIT_MS);
    await watch;
    result.clearSeconds = cleared === null ? null : +((cleared - trigger) / 1000).toFixed(1);
    result.left = cleared === null ? await pastDue() : 0;
    result.during = stats(during, load());
    console.log(
      `  ${backlog} bills fall due: cleared in ${result.clearSeconds ?? `more than ${CLEAR_LIMIT_MS / 1000}`} s; p99 ${result.during.all.p99} ms over ${during.length} calls (load ${result.during.load})`,
    );
    result.after = stats(await sample(server.base, (i) => i < CALLS), load());
    console.log(`  after: p99 ${result.after.all.p99} ms (load ${result.after.load})`);
    await server.stop();

    server = await startOn(db);
    result.restartMs = server.firstAnswerMs;
    result.restartLoad = load();
    console.log(`  restart to first answer: ${server.firstAnswerMs} ms (load ${result.restartLoad})`);
    await server.stop();
  } finally {
    await db.drop();
  }
  return result;
}

if (!arg('no-build', false)) execFileSync(process.execPath, ['build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
const results = [];
for (const kind of DATABASES) {
  const cluster = kind === 'pg' ? startCluster() : null;
  try {
    for (const n of [SMALL, LARGE]) results.push(await measure(kind, cluster, n, Math.min(BACKLOG, Math.floor(n / 10))));
  } finally {
    await cluster?.stop();
  }
}

const row = (r, phase) =>
  `| ${r.database} | ${r.borrowers.toLocaleString('en')} | ${phase} | ${CALLS_MEASURED.map((p) => {
    const s = r[phase][p.replace(/\?.*/, '')];
    return `${s.p50} / ${s.p99}`;
  }).join(' | ')} | ${r[phase].samples} | ${r[phase].load} |`;
console.log(
  `\n| database | borrowers | phase | ${CALLS_MEASURED.map((p) => `\`${p.replace(/\?.*/, '')}\` p50 / p99 ms`).join(' | ')} | calls | load |`,
);
console.log(`|---|---:|---|${CALLS_MEASURED.map(() => '---:|').join('')}---:|---:|`);
for (const r of results) for (const phase of ['quiet', 'during', 'after']) console.log(row(r, phase));
console.log('\n| database | borrowers | backlog | cleared in | upgrade start | restart | seeded in |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const r of results)
  console.log(
    `| ${r.database} | ${r.borrowers.toLocaleString('en')} | ${r.backlog.toLocaleString('en')} | ${r.clearSeconds ?? '-'} s | ${(r.upgradeStartMs / 1000).toFixed(1)} s | ${(r.restartMs / 1000).toFixed(1)} s | ${r.seedSeconds} s |`,
  );
writeFileSync('bench/scale.json', `${JSON.stringify({ at: new Date().toISOString(), cores: 2, results }, null, 2)}\n`);
