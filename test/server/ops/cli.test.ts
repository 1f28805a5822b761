import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serverBundle } from '../../support/server-bundle';

// On a wrong or missing DATA_DIR the CLI silently created a new empty database.
// These run the real entry point on SQLite (the PostgreSQL run covers the same code through runOps),
// bundled as `npm run ops` runs it.
const entry = await serverBundle('ops');
function cli(dataDir: string, ...argv: string[]) {
  const env = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', TEST_DATABASE_URL: '' };
  const r = spawnSync(process.execPath, [entry, ...argv], { env, encoding: 'utf8' });
  return { code: r.status, out: r.stdout + r.stderr };
}

test('a DATA_DIR without a database is refused, naming it, and nothing is created', () => {
  const dir = mkdtempSync(join(tmpdir(), 'loan-ops-'));
  try {
    const wrong = join(dir, 'typo');
    const r = cli(wrong, 'users');
    assert.is(r.code, 1);
    assert.match(r.out, `no database at ${join(wrong, 'app.db')}`);
    assert.match(r.out, 'npm run ops -- init');
    assert.not.ok(existsSync(wrong));
    assert.equal(readdirSync(dir), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('init creates the database; then other commands work on it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'loan-ops-'));
  try {
    const data = join(dir, 'data');
    const init = cli(data, 'init');
    assert.is(init.code, 0, init.out);
    assert.ok(existsSync(join(data, 'app.db')));
    const users = cli(data, 'users');
    assert.is(users.code, 0, users.out);
    assert.match(users.out, 'no users');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
