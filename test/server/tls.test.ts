import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:http2';
import { type RequestOptions, get } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import { selfSignedCert } from '../../bench/self-signed-cert.mjs';
import * as assert from 'uvu/assert';
import { spawnServer } from '../support/built-server.mjs';
import { serverBundle } from '../support/server-bundle';

// The real entry point, bundled as `npm start` runs it.
const entry = await serverBundle('index');

// The real entry point with TLS_CERT/TLS_KEY: a throwaway self-signed certificate made by openssl.
const dir = mkdtempSync(join(tmpdir(), 'tls-test-'));
let haveOpenssl = true;
try {
  selfSignedCert(dir);
} catch {
  haveOpenssl = false;
}

async function startTls(env: Record<string, string> = {}) {
  const s = spawnServer({
    entry,
    env: {
      PORT: '0',
      DATA_DIR: join(dir, 'data'),
      STATIC_DIR: dir,
      TLS_CERT: join(dir, 'cert.pem'),
      TLS_KEY: join(dir, 'key.pem'),
      ...env,
    },
  });
  const info = (await s.logged('listening')) as { url: string; http2: boolean };
  return { ...s, info };
}

test('with TLS_CERT and TLS_KEY the server speaks HTTP/2, and HTTP/1.1 to clients that only offer it', async () => {
  if (!haveOpenssl) return console.log('  (skipped: no openssl to make a throwaway certificate)');
  const { child, info, exited } = await startTls();
  try {
    assert.ok(info.http2);
    assert.match(info.url, /^https:\/\/localhost:\d+$/);
    const origin = info.url.replace('localhost', '127.0.0.1');

    const session = connect(origin, { rejectUnauthorized: false });
    const h2 = await new Promise<{ status: number; alpn: string | false | undefined; csp: unknown }>((resolve, reject) => {
      const req = session.request({ ':path': '/api/nowhere', ':method': 'GET' });
      req.on('response', (h) => resolve({ status: Number(h[':status']), alpn: session.alpnProtocol, csp: h['content-security-policy'] }));
      req.on('error', reject);
      req.resume();
      req.end();
    });
    session.close();
    assert.is(h2.alpn, 'h2');
    assert.is(h2.status, 200); // the API's own 404 travels in a 200 envelope answer

    const h1 = await new Promise<{ version: string; status: number }>((resolve, reject) => {
      get(
        origin + '/robots.txt',
        { rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] } as RequestOptions & { ALPNProtocols: string[] },
        (res) => {
          res.resume();
          resolve({ version: res.httpVersion, status: res.statusCode! });
        },
      ).on('error', reject);
    });
    assert.is(h1.version, '1.1');
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
});

// An HTTP/2 session is one connection for every request: draining tells it to go away (GOAWAY) so
// the client opens a new one, to another copy once the load balancer has seen /healthz's 503.
test('draining over HTTP/2: each open session is told to go away, and /healthz answers 503 draining', async () => {
  if (!haveOpenssl) return console.log('  (skipped: no openssl to make a throwaway certificate)');
  const { child, info, logged, exited } = await startTls({ DRAIN_SECONDS: '300' });
  const origin = info.url.replace('localhost', '127.0.0.1');
  const health = (session: ReturnType<typeof connect>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = session.request({ ':path': '/healthz', ':method': 'GET' });
      let body = '';
      req.on('response', (h) => req.on('end', () => resolve({ status: Number(h[':status']), body })));
      req.on('data', (d) => (body += d));
      req.on('error', reject);
      req.end();
    });
  try {
    const open = connect(origin, { rejectUnauthorized: false });
    assert.is((await health(open)).status, 200);
    const told = new Promise<string>((resolve) => {
      open.once('goaway', () => resolve('goaway'));
      open.once('close', () => resolve('close'));
    });
    child.kill('SIGTERM');
    await logged('draining');
    assert.is(await told, 'goaway');
    const fresh = connect(origin, { rejectUnauthorized: false });
    const during = await health(fresh);
    fresh.close();
    assert.equal([during.status, JSON.parse(during.body)], [503, { ok: false, reason: 'draining' }]);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
});

test('TLS_CERT without TLS_KEY stops the start with a message', async () => {
  const s = spawnServer({ entry, env: { PORT: '0', TLS_CERT: join(dir, 'cert.pem') } });
  const code = await s.exited;
  assert.is(code, 1);
  assert.match(s.stderr(), 'TLS_CERT and TLS_KEY go together');
});

test.after(() => rmSync(dir, { recursive: true, force: true }));

test.run();
