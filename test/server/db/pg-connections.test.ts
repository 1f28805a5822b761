import pg from 'pg';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer } from '../harness';

// PostgreSQL only (npm run test:pg): an idle pooled connection that the database ends (a restart, a
// failover, an administrator) emitted an unheard 'error' on the pool, which ends a node process.
const admin = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

test('the server keeps answering after PostgreSQL ends its idle connections', async () => {
  if (!admin) return; // SQLite has no connections to lose.
  const s = await startTestServer();
  try {
    assert.is((await s.call('GET', '/api/user/public/appConfig')).code, 200);
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    const name = new URL(s.config.databaseUrl!).pathname.slice(1);
    const r = await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    await client.end();
    assert.ok(r.rowCount! > 0, 'an idle connection was ended');
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.is((await s.call('GET', '/api/user/public/appConfig')).code, 200);
  } finally {
    await s.close();
  }
});

test.run();
