import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createClock } from '../../server/clock';
import { DAY_MS } from '../../server/time';
import { startTestServer } from './harness';

test('advancing the clock is stored, so another process on the same database agrees', async () => {
  const s = await startTestServer();
  try {
    const cli = await createClock(s.db, { production: false, realNow: () => 1_000 });
    await cli.advance(2 * DAY_MS);
    assert.is(cli.now(), 1_000 + 2 * DAY_MS);
    const server = await createClock(s.db, { production: false, realNow: () => 1_000 });
    assert.is(server.now(), 1_000 + 2 * DAY_MS);
    await cli.advance(DAY_MS);
    await server.refresh();
    assert.is(server.offset(), 3 * DAY_MS);
  } finally {
    await s.close();
  }
});

test('the running app picks up a move made elsewhere on its next request', async () => {
  const s = await startTestServer();
  try {
    const other = await createClock(s.db, { production: false });
    await other.advance(DAY_MS);
    await s.call('GET', '/api/user/public/appConfig');
    assert.is(s.clock.offset(), DAY_MS);
  } finally {
    await s.close();
  }
});

test('production never moves the clock and ignores a stored offset', async () => {
  const s = await startTestServer();
  try {
    await (await createClock(s.db, { production: false })).advance(DAY_MS);
    const prod = await createClock(s.db, { production: true, realNow: () => 5 });
    assert.is(prod.now(), 5);
    try {
      await prod.advance(DAY_MS);
      assert.unreachable('advance must refuse in production');
    } catch (e) {
      assert.match((e as Error).message, 'development');
    }
  } finally {
    await s.close();
  }
});

test('the clock never moves backwards', async () => {
  const s = await startTestServer();
  try {
    try {
      await s.clock.advance(-1);
      assert.unreachable();
    } catch (e) {
      assert.match((e as Error).message, 'forward');
    }
  } finally {
    await s.close();
  }
});

test.run();
