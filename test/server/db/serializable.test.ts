import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openDb } from '../../../server/db/connection';
import { serializable } from '../../../server/db/serializable';

test('a write that loses a race with another connection (the operator CLI) is run again, not lost', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'serializable-'));
  const server = openDb({ dataDir, databaseUrl: null });
  const cli = openDb({ dataDir, databaseUrl: null });
  try {
    await sql`create table counter (n integer not null)`.execute(server);
    await sql`insert into counter (n) values (0)`.execute(server);
    let runs = 0;
    await serializable(server, async (trx) => {
      runs++;
      const { n } = (await sql<{ n: number }>`select n from counter`.execute(trx)).rows[0];
      if (runs === 1) await sql`update counter set n = n + 100`.execute(cli); // the other process writes in between
      await sql`update counter set n = ${n + 1}`.execute(trx);
    });
    const { n } = (await sql<{ n: number }>`select n from counter`.execute(server)).rows[0];
    assert.is(runs, 2);
    assert.is(n, 101, 'both writes count');
  } finally {
    await server.destroy();
    await cli.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.run();
