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
    routes: () => new Hono<AppEnv>().post('/', (c) => c.json({ ok: true, got: c.get('body') })),
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

test('a plain row takes and answers plain JSON, never enveloped, without a token', async () => {
  const app = createApp(s.deps, [...MOUNTS, ...extra]);
  for (const headers of [{}, { EFLAG: '1' }] as Record<string, string>[]) {
    const res = await app.request('/api/hook/callback', {
      method: 'POST',
      body: '{"eventId":"e1","amount":500}',
      headers: { 'Content-Type': 'application/json', ...headers },
    });
    assert.equal(await res.json(), { ok: true, got: { eventId: 'e1', amount: 500 } });
  }
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
