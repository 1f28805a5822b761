// The real entry point in a child process, as a load balancer and an operator meet it: /healthz,
// draining on SIGTERM, and SQLite's one-process rule.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get as httpGet, request } from 'node:http';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ownerFile } from '../../server/db/sqlite-owner';
import { spawnServer } from '../support/built-server.mjs';
import { serverBundle } from '../support/server-bundle';
import { clientOpen, clientSeal } from './harness';

// The real entry point, bundled as `npm start` runs it.
const entry = await serverBundle('index');
const start = (env: Record<string, string>) => {
  const s = spawnServer({ entry, env: { PORT: '0', DATABASE_URL: '', TEST_DATABASE_URL: '', ...env } });
  const listening = async () => {
    const { url } = await s.logged('listening');
    return { url: url as string, port: Number(new URL(url).port) };
  };
  return { ...s, listening };
};

const folder = () => mkdtempSync(join(tmpdir(), 'loan-shutdown-'));

test('SIGTERM: /healthz turns 503, no new connection is taken, the request in flight is answered, then exit 0', async () => {
  const dir = folder();
  try {
    const s = start({ DATA_DIR: join(dir, 'data'), STATIC_DIR: dir });
    const { url, port } = await s.listening();
    const health = await fetch(`${url}/healthz`);
    assert.equal([health.status, (await health.json()).ok], [200, true]);

    // A sign-in code request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ payload: clientSeal({}) });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/user/login/otp?phone=09171234567&type=1',
          headers: { EFLAG: '1', 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'Device-Id': 'drain' },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        s.child.kill('SIGTERM');
        setTimeout(async () => {
          // Draining: new connections are refused while the request in flight goes on.
          const refused = await fetch(`${url}/healthz`).then(
            () => false,
            () => true,
          );
          assert.ok(refused, 'no new connection is taken');
          req.end(body.slice(10));
        }, 300);
      }, 200);
    });
    const res = await answered;
    assert.is(res.status, 200);
    assert.is(clientOpen(JSON.parse(res.text).payload).code, 200, 'the code was sent');
    assert.is(await s.exited, 0);
    const msgs = s.logs().map((l) => l.msg);
    assert.ok(msgs.indexOf('shutting down') < msgs.indexOf('stopped'));
    assert.is(msgs.at(-1), 'stopped');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// The outside probe: after SIGTERM the first /healthz still answered 200, and the load balancer learnt
// of the stop only from refused connections. Now the port stays open for DRAIN_SECONDS with /healthz at
// 503, while connections are let go: the idle ones at once, the others after their answer.
test('SIGTERM drains: /healthz answers 503 draining on a port still open, idle keep-alive sockets close at once, a second signal ends the wait', async () => {
  const dir = folder();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (via: Agent | false) =>
    new Promise<{ status: number; body: any; connection?: string }>((resolve, reject) =>
      httpGet({ port, host: '127.0.0.1', path: '/healthz', agent: via }, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), connection: res.headers.connection }));
      }).on('error', reject),
    );
  let port = 0;
  try {
    const s = start({ DATA_DIR: join(dir, 'data'), STATIC_DIR: dir, DRAIN_SECONDS: '300' });
    port = (await s.listening()).port;
    const before = await get(agent);
    assert.equal([before.status, before.body.ok, before.connection], [200, true, 'keep-alive']);
    const idle = Object.values(agent.freeSockets).flat()[0]!;
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));

    s.child.kill('SIGTERM');
    await s.logged('draining');
    const during = await get(false);
    assert.equal([during.status, during.body], [503, { ok: false, reason: 'draining' }], 'a new connection is still taken, and told');
    assert.is(during.connection, 'close', 'each answer while draining closes its connection');
    await idleClosed;
    assert.is(s.child.exitCode, null, 'the idle socket was closed by the drain, not by the exit');
    assert.is((await get(false)).status, 503, 'the port is still open');

    s.child.kill('SIGTERM');
    assert.is(await s.exited, 0);
    const msgs = s.logs().map((l) => l.msg);
    assert.equal(msgs.slice(-3), ['draining', 'shutting down', 'stopped']);
    assert.equal(s.logs().at(-3).seconds, 300);
  } finally {
    agent.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('SQLite: a second server on the same database file is refused with a clear message; after a stop, or a crash, a new one starts', async () => {
  const dir = folder();
  const env = { DATA_DIR: join(dir, 'data'), STATIC_DIR: dir };
  try {
    const first = start(env);
    await first.listening();
    const second = start(env);
    assert.is(await second.exited, 1);
    assert.match(second.stderr(), /another server process \(pid \d+\) is using the SQLite database .*app\.db: SQLite serves one process/);
    assert.match(second.stderr(), 'PostgreSQL (DATABASE_URL)');
    first.child.kill('SIGTERM');
    assert.is(await first.exited, 0);
    assert.not.ok(existsSync(ownerFile(env.DATA_DIR)), 'a clean stop gives the database back');

    // A server killed with SIGKILL leaves its lock behind: a dead process's lock is taken over.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    writeFileSync(ownerFile(env.DATA_DIR), `${gone} ${hostname()}`);
    const third = start(env);
    await third.listening();
    third.child.kill('SIGTERM');
    assert.is(await third.exited, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
