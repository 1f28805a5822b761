import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
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

test.run();
