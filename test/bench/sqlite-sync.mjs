// Times N one-row transactions on SQLite (WAL) with synchronous=NORMAL and FULL, twice each, on the
// disk of the folder given (default: the current one): `node test/bench/sqlite-sync.mjs [dir]`.
import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
const base = process.argv[2] ?? '.';
for (const mode of ['NORMAL', 'FULL', 'NORMAL', 'FULL']) {
  const dir = mkdtempSync(join(base, 'sync-'));
  const db = new SQLite(join(dir, 'app.db'));
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${mode}`);
  db.exec('create table t (id integer primary key, v text, at integer)');
  const ins = db.prepare('insert into t (v, at) values (?, ?)');
  const N = 2000;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < N; i++) db.transaction(() => ins.run('x'.repeat(100), i))();
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  console.log(mode, N, 'transactions', ms.toFixed(0), 'ms', ((ms / N) * 1000).toFixed(0), 'us each');
  db.close();
  rmSync(dir, { recursive: true });
}
