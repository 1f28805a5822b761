import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientOpen, clientSeal, startTestServer, type TestServer } from '../harness';

// After the 413 for a body over the limit the answer said keep-alive, but the
// server destroyed the socket while discarding the rest, so the client's next pooled request failed
// with "socket hang up". A real server on 127.0.0.1 and node's keep-alive Agent, as a browser pools.
let s: TestServer;
let server: ReturnType<typeof serve>;
let port: number;
let agent: http.Agent;
test.before.each(async () => {
  s = await startTestServer();
  server = serve({ fetch: s.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as AddressInfo).port;
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
});
test.after.each(async () => {
  agent.destroy();
  (server as http.Server).closeAllConnections();
  await new Promise((r) => server.close(r));
  await s.close();
});

type Answer = { status: number; connection?: string; code: number; reused: boolean };
function send(path: string, body?: Buffer, chunked = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { EFLAG: '1', 'Device-Id': 'pool-test', 'Content-Type': 'application/json' };
    if (body && !chunked) headers['Content-Length'] = String(body.length);
    const r = http.request({ host: '127.0.0.1', port, path, method: body ? 'POST' : 'GET', agent, headers }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          connection: res.headers.connection,
          code: clientOpen(JSON.parse(text).payload).code,
          reused: r.reusedSocket,
        }),
      );
    });
    r.on('error', reject);
    r.end(body);
  });
}

const big = Buffer.alloc(300 * 1024, 'a');
const small = () => Buffer.from(JSON.stringify({ payload: clientSeal({ idName: 'x' }) }));

for (const chunked of [false, true]) {
  test(`a refused ${chunked ? 'chunked' : 'Content-Length'} 300 KB body answers Connection: close, and the next pooled request succeeds`, async () => {
    const refused = await send('/api/metric/event/1/x', big, chunked);
    assert.is(refused.code, 413);
    assert.is(refused.connection, 'close');
    const next = await send('/api/metric/config/info');
    assert.is(next.code, 200);
    const after = await send('/api/metric/event/1/x', small());
    assert.is(after.code, 200);
  });
}

test('a body that was read keeps its connection alive for the next request', async () => {
  const first = await send('/api/metric/event/1/x', small());
  assert.is(first.code, 200);
  assert.is.not(first.connection, 'close');
  const second = await send('/api/metric/config/info');
  assert.ok(second.reused, 'the pooled socket was reused');
});

test.run();
