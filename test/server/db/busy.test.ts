// A database too contended to commit within the bounded wait answers "busy, try again" with
// retryAfter, as HTTP 503, never code 500: in the envelope for the app, as a status for the gateway.
import { Hono } from 'hono';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp } from '../../../server/app';
import { BusyError, serializable } from '../../../server/db/serializable';
import type { AppEnv } from '../../../server/http/env';
import { type Mount, MOUNTS } from '../../../server/mounts';
import { clientOpen, startTestServer } from '../harness';

const conflict = () => Object.assign(new Error('could not serialize access due to read/write dependencies'), { code: '40001' });

test('a transaction aborted for a conflict is run again until it commits', async () => {
  const s = await startTestServer();
  try {
    let runs = 0;
    const answer = await serializable(s.db, async () => {
      if (++runs < 6) throw conflict();
      return 'done';
    });
    assert.equal([answer, runs], ['done', 6]);
  } finally {
    await s.close();
  }
});

test('past the bounded wait the caller hears busy, after several jittered retries; other errors pass through at once', async () => {
  const s = await startTestServer();
  try {
    let runs = 0;
    const started = performance.now();
    const busy = await serializable(
      s.db,
      async () => {
        runs++;
        throw conflict();
      },
      { busyAfterMs: 300 },
    ).catch((e) => e);
    assert.instance(busy, BusyError);
    assert.equal([busy.code, busy.key, busy.data], [503, 'busy', { retryAfter: 2 }]);
    assert.ok(runs >= 4, `retried (${runs} runs)`);
    assert.ok(performance.now() - started < 600, 'within about the bounded wait');
    let once = 0;
    const bug = await serializable(s.db, async () => {
      once++;
      throw new Error('a bug');
    }).catch((e) => e);
    assert.equal([bug.message, once], ['a bug', 1]);
  } finally {
    await s.close();
  }
});

const busyRows: Mount[] = [
  {
    path: '/api/busy',
    routes: () =>
      new Hono<AppEnv>().post('/', () => {
        throw new BusyError();
      }),
    auth: 'public',
    envelope: 'plain',
  },
  {
    path: '/api/busy-app',
    routes: () =>
      new Hono<AppEnv>().get('/', () => {
        throw new BusyError();
      }),
    auth: 'public',
    envelope: 'sealed',
  },
];

test('busy is HTTP 503 with Retry-After: the app reads code 503, retryAfter and a plain msg in its language; the gateway an HTTP 503', async () => {
  const s = await startTestServer();
  try {
    const app = createApp(s.deps, [...MOUNTS, ...busyRows]);
    for (const [lang, words] of [
      ['en', 'busy'],
      ['es', 'ocupado'],
      ['fil', 'Abala'],
    ]) {
      const res = await app.request('/api/busy-app', { headers: { EFLAG: '1', 'Accept-Language': lang } });
      assert.equal([res.status, res.headers.get('Retry-After')], [503, '2']);
      const body = clientOpen((await res.json()).payload);
      assert.equal([body.code, body.data], [503, { retryAfter: 2 }]);
      assert.match(body.msg, words);
    }
    const gateway = await app.request('/api/busy', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    assert.equal([gateway.status, await gateway.json()], [503, { ok: false }]);
  } finally {
    await s.close();
  }
});

test.run();
