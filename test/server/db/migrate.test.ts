import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openDb } from '../../../server/db/connection';
import { migrateToLatest } from '../../../server/db/migrate';
import { migrations } from '../../../server/db/migrations/index';

test('migrations apply once, in order, on a new SQLite file in WAL mode', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'loan-migrate-'));
  const db = openDb({ dataDir: join(dir, 'nested'), databaseUrl: null });
  try {
    assert.equal(await migrateToLatest(db), Object.keys(migrations).sort());
    assert.equal(await migrateToLatest(db), [], 'a second start applies nothing');
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    assert.is(mode.rows[0].journal_mode, 'wal');
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a migration numbered below one already applied (ranges land in any order) is applied on the next start', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'loan-migrate-'));
  const db = openDb({ dataDir: dir, databaseUrl: null });
  try {
    await migrateToLatest(db);
    // As a database migrated before the lower-numbered migration landed: it lacks it, and has the later ones.
    await migrations['0130-payout-account'].down!(db);
    await sql`delete from kysely_migration where name = '0130-payout-account'`.execute(db);
    assert.equal(await migrateToLatest(db), ['0130-payout-account']);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

// Several instances starting together on one PostgreSQL (`npm run test:pg`); SQLite serves one process.
const pgAdmin = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;
if (pgAdmin) {
  test('five instances starting together on one new PostgreSQL database apply each migration exactly once, and all start', async () => {
    const name = `loan_migrate_${randomBytes(4).toString('hex')}`;
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: pgAdmin });
      await client.connect();
      await client.query(text).finally(() => client.end());
    };
    await admin(`create database ${name}`);
    const url = new URL(pgAdmin);
    url.pathname = `/${name}`;
    const dbs = Array.from({ length: 5 }, () => openDb({ dataDir: '', databaseUrl: url.toString() }));
    try {
      const applied = await Promise.all(dbs.map((db) => migrateToLatest(db)));
      assert.equal(applied.flat().sort(), Object.keys(migrations).sort(), 'each migration by exactly one instance');
    } finally {
      for (const db of dbs) await db.destroy();
      await admin(`drop database ${name} with (force)`);
    }
  });
}

test.run();
