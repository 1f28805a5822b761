import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer } from '../harness';

// /api answers carried no Cache-Control, and a client dropping mid-upload was
// logged as an unhandled error with a stack.

test('every /api answer says Cache-Control: no-store (success, refusal, 404); static files do not', async () => {
  const s = await startTestServer();
  try {
    writeFileSync(join(s.staticDir, 'index.html'), '<div id="app"></div>');
    const h = { EFLAG: '1' };
    for (const path of ['/api/user/public/appConfig', '/api/user/nowhere', '/api/nowhere', '/api/metric/config/info']) {
      const res = await s.app.request(path, { headers: h });
      assert.is(res.headers.get('cache-control'), 'no-store', path);
    }
    const refused = await s.app.request('/api/metric/event/1/x', {
      method: 'POST',
      headers: { ...h, 'Content-Type': 'application/json' },
      body: '{"payload":"x"}',
    });
    assert.is(refused.headers.get('cache-control'), 'no-store');
    assert.is.not((await s.app.request('/')).headers.get('cache-control'), 'no-store');
  } finally {
    await s.close();
  }
});

test('a client that drops mid-upload is logged as an aborted request, without a stack', async () => {
  const s = await startTestServer();
  const server = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' });
  try {
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as AddressInfo).port;
    const sock = net.connect(port, '127.0.0.1');
    await new Promise((r) => sock.once('connect', r));
    sock.write(
      'POST /api/metric/event/1/x HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nEFLAG: 1\r\nContent-Length: 50000\r\n\r\n' +
        'a'.repeat(1000),
    );
    await new Promise((r) => setTimeout(r, 100));
    sock.destroy();
    for (let i = 0; i < 40 && !s.lines.length; i++) await new Promise((r) => setTimeout(r, 25));
    const lines = s.lines.map((l) => JSON.parse(l));
    assert.equal(
      lines.map((l) => [l.level, l.msg]),
      [['info', 'request aborted']],
    );
    assert.not.ok(s.lines.join('\n').includes('stack'));
  } finally {
    await new Promise((r) => server.close(r));
    await s.close();
  }
});

test.run();
