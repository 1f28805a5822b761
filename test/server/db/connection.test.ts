import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openDb } from '../../../server/db/connection';
import { migrateToLatest } from '../../../server/db/migrate';

// The database files were world-readable (0644) and SQLite ran synchronous=NORMAL.
const mode = (p: string) => statSync(p).mode & 0o777;

test('a new database: folder 0700, database, WAL and shared-memory files 0600', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'loan-conn-'));
  const data = join(dir, 'data');
  const db = openDb({ dataDir: data, databaseUrl: null });
  try {
    await migrateToLatest(db);
    assert.is(mode(data), 0o700);
    for (const f of ['app.db', 'app.db-wal', 'app.db-shm']) assert.is(mode(join(data, f)), 0o600, f);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an existing world-readable folder and file are made private on open', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'loan-conn-'));
  const data = join(dir, 'data');
  const first = openDb({ dataDir: data, databaseUrl: null });
  await migrateToLatest(first);
  await first.destroy();
  chmodSync(data, 0o755);
  chmodSync(join(data, 'app.db'), 0o644);
  const db = openDb({ dataDir: data, databaseUrl: null });
  try {
    assert.is(mode(data), 0o700);
    assert.is(mode(join(data, 'app.db')), 0o600);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('SQLite runs with synchronous=FULL: an answered commit survives a power cut', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'loan-conn-'));
  mkdirSync(join(dir, 'data'));
  const db = openDb({ dataDir: join(dir, 'data'), databaseUrl: null });
  try {
    const r = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    assert.is(r.rows[0].synchronous, 2);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
