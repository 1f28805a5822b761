import { Hono } from 'hono';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp } from '../../server/app';
import type { AppEnv, SignedInEnv } from '../../server/http/env';
import { type Mount, MOUNTS, mountOf } from '../../server/mounts';
import { clientOpen, clientSeal, startTestServer, type TestServer } from './harness';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer();
});
test.after.each(() => s.close());

// Three one-line rows, the way a new area is added.
const extra: Mount[] = [
  {
    path: '/api/hook/callback',
    routes: () =>
      new Hono<AppEnv>()
        .post('/', async (c) => c.json({ ok: true, got: await c.req.text() }))
        .post('/boom', () => {
          throw new Error('a bug');
        }),
    auth: 'public',
    envelope: 'plain',
  },
  {
    path: '/api/open',
    routes: () => new Hono<AppEnv>().get('/hello', (c) => c.json({ code: 200, data: 'hi', msg: 'success' })),
    auth: 'public',
    envelope: 'sealed',
  },
  {
    path: '/api/mine',
    routes: () => new Hono<SignedInEnv>().get('/who', (c) => c.json({ code: 200, data: c.get('caller').userId, msg: 'success' })),
    auth: 'user',
    envelope: 'sealed',
  },
];

test('a plain row hands its handler the raw body, never enveloped, without a token; refusals are HTTP statuses', async () => {
  const app = createApp(s.deps, [...MOUNTS, ...extra]);
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    app.request(path, { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } });
  for (const headers of [{}, { EFLAG: '1' }] as Record<string, string>[]) {
    const res = await post('/api/hook/callback', '{"eventId":"e1", "amount":500}', headers);
    assert.equal(await res.json(), { ok: true, got: '{"eventId":"e1", "amount":500}' }, 'the exact bytes: a signature covers them');
    assert.equal(await (await post('/api/hook/callback', 'not json', headers)).json(), { ok: true, got: 'not json' });
  }
  // A gateway reads HTTP 200 as delivered: never answer a refusal with it.
  const big = await post('/api/hook/callback', 'x'.repeat(70_000));
  assert.equal([big.status, await big.json()], [413, { ok: false }]);
  const unknown = await post('/api/hook/callback/nope', '{}');
  assert.equal([unknown.status, await unknown.json()], [404, { ok: false }]);
  const bug = await post('/api/hook/callback/boom', '{}');
  assert.equal([bug.status, await bug.json()], [500, { ok: false }]);
});

test('a public sealed row answers without a token, in the envelope; plain bodies are refused there', async () => {
  const app = createApp(s.deps, [...MOUNTS, ...extra]);
  const res = await app.request('/api/open/hello', { headers: { EFLAG: '1' } });
  assert.equal(clientOpen((await res.json()).payload), { code: 200, data: 'hi', msg: 'success' });
  const plain = await app.request('/api/open/hello', {
    method: 'POST',
    body: '{"a":1}',
    headers: { 'Content-Type': 'application/json', EFLAG: '1' },
  });
  assert.is(clientOpen((await plain.json()).payload).code, 400);
});

test('an auth row answers 401 without a token and hands the handler its caller with one', async () => {
  const app = createApp(s.deps, [...MOUNTS, ...extra]);
  const { token, userId } = await s.signIn('09171234567');
  const anonymous = await app.request('/api/mine/who', { headers: { EFLAG: '1' } });
  assert.is(clientOpen((await anonymous.json()).payload).code, 401);
  const signedIn = await app.request('/api/mine/who', { headers: { EFLAG: '1', Authentication: token } });
  assert.equal(clientOpen((await signedIn.json()).payload), { code: 200, data: userId, msg: 'success' });
  const body = JSON.stringify({ payload: clientSeal({}) });
  const posted = await app.request('/api/mine/who', { method: 'POST', body, headers: { EFLAG: '1', 'Content-Type': 'application/json' } });
  assert.is(clientOpen((await posted.json()).payload).code, 401, 'the token is checked before anything else');
});

test('a path is served by the row with the longest prefix, on a / boundary', () => {
  assert.is(mountOf(MOUNTS, '/api/user/login/otp')?.auth, 'public');
  assert.is(mountOf(MOUNTS, '/api/user/login/loginOut')?.auth, 'user');
  assert.is(mountOf(MOUNTS, '/api/user/user/status')?.auth, 'user');
  assert.is(mountOf(MOUNTS, '/api/user/publicity')?.path, '/api/user', 'a longer name is not a prefix');
  assert.is(mountOf(MOUNTS, '/api/metric/event/1/x')?.auth, 'optional');
  assert.is(mountOf(MOUNTS, '/api/partner/task')?.envelope, 'sealed-or-plain');
  assert.is(mountOf(MOUNTS, '/api/elsewhere'), undefined);
});

test.run();
