import { Hono } from 'hono';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp } from '../../server/app';
import type { AppEnv, SignedInEnv } from '../../server/http/env';
import { type Mount, MOUNTS, mountOf } from '../../server/mounts';
import { TOKEN_IDLE_MS } from '../../server/auth/tokens';
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

// The routes anyone may call (PRODUCT.md sections 2 and 8): sign-in, the public lists, a payment
// reference's lookup, the gateways (ours and PayMongo's events), partners and tracking. Every other route is signed in.
const OPEN = new Set([
  'GET /api/user/public/appConfig',
  'GET /api/user/public/carousel',
  'GET /api/user/public/vapidPublicKey',
  'GET /api/user/dict/getByType/:type',
  'POST /api/user/login/otp',
  'POST /api/user/login/otpLoginCheck',
  'POST /api/user/login/uniqueLogin',
  'GET /api/user/repay/code/:reference',
  'POST /api/pay/callback',
  'POST /api/pay/paymongo',
  'POST /api/partner/task',
  'GET /api/metric/config/info',
  'POST /api/metric/info/save',
  'POST /api/metric/event/1/:type',
]);

/** Every route of the mount table as `METHOD path`, with its path as a caller would write it. */
function tableRoutes(): { route: string; method: string; path: string }[] {
  const seen = new Map<string, { route: string; method: string; path: string }>();
  for (const m of MOUNTS) {
    for (const r of m.routes(s.deps, () => new Response()).routes) {
      const pattern = (m.path + r.path).replace(/\/$/, '');
      const route = `${r.method} ${pattern}`;
      const path = pattern.replace(/:\w+\{[^}]*\}/g, '1').replace(/:\w+/g, 'x');
      seen.set(route, { route, method: r.method, path });
    }
  }
  return [...seen.values()];
}

test('every signed-in route of the table checks the token first: 401 without one whatever the body, 403 once it expired', async () => {
  const routes = tableRoutes();
  const signedIn = routes.filter((r) => !OPEN.has(r.route));
  assert.ok(signedIn.length > 40, `${signedIn.length} signed-in routes`);
  assert.ok(
    [...OPEN].every((o) => routes.some((r) => r.route === o)),
    'each open route is still on the table',
  );
  const { token } = await s.signIn('09171234567');
  // A body that breaks the field rules and one that cannot be opened: neither may be read before the token.
  const bodies = [JSON.stringify({ payload: clientSeal({ amount: '1e3', repayId: 7, kind: 'no' }) }), '{"payload":"unreadable"}'];
  const answer = async (r: { method: string; path: string }, headers: Record<string, string>, body?: string) => {
    const init: RequestInit = { method: r.method, headers: { EFLAG: '1', 'Content-Type': 'application/json', ...headers } };
    if (r.method !== 'GET') init.body = body;
    const res = await s.app.request(r.path, init);
    const opened = clientOpen((await res.json()).payload);
    return [opened.code, opened.msg];
  };
  for (const r of signedIn) {
    for (const body of bodies) assert.equal(await answer(r, {}, body), [401, 'Please sign in again'], `${r.route} anonymous`);
  }
  await s.clock.advance(TOKEN_IDLE_MS + 24 * 3600_000);
  for (const r of signedIn) {
    for (const body of bodies)
      assert.equal(await answer(r, { Authentication: token }, body), [403, 'token is expired'], `${r.route} expired`);
  }
});

test.run();
