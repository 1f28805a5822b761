// `GET /healthz` tells a load balancer whether this process can serve: plain JSON, 200 or 503.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp } from '../../server/app';
import { startTestServer } from './harness';

test('200 when the database answers and every migration is applied; 503 with the reason otherwise', async () => {
  const s = await startTestServer();
  let draining = false;
  const app = createApp({ ...s.deps, draining: () => draining });
  const health = async () => {
    const res = await app.request('/healthz');
    return [res.status, res.headers.get('content-type'), await res.json()];
  };
  try {
    const [status, type, body] = await health();
    assert.equal([status, type, body.ok], [200, 'application/json', true], 'plain JSON, not the envelope');

    draining = true;
    const [drainStatus, , drained] = await health();
    assert.equal([drainStatus, drained.reason], [503, 'draining'], 'draining on SIGTERM');
    draining = false;

    // A newer build's schema not yet applied: this process must not take traffic.
    const last = await s.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never, 'desc')
      .executeTakeFirstOrThrow();
    const name = (last as { name: string }).name;
    await s.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', name as never)
      .execute();
    const [pendingStatus, , pending] = await health();
    assert.equal([pendingStatus, pending.reason, pending.pending], [503, 'migrations pending', [name]]);
  } finally {
    await s.close();
  }
  // The database gone (closed here; unreachable in life).
  const [goneStatus, , gone] = await health();
  assert.equal([goneStatus, gone.reason], [503, 'database unreachable']);
});

test.run();
