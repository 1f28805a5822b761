import { createHash } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAY_MS } from '../../../server/time';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer();
});
test.after.each(() => s.close());

const status = (token?: string) => s.call('GET', '/api/user/user/status', undefined, token ? { Authentication: token } : {});

test('tokens are stored only as their SHA-256 hash', async () => {
  const { token } = await s.signIn('09171234567');
  const rows = await s.db.selectFrom('auth_token').selectAll().execute();
  assert.is(rows.length, 1);
  assert.is(rows[0].token_hash, createHash('sha256').update(token).digest('hex'));
  assert.not.ok(JSON.stringify(rows).includes(token));
});

test('a token unused for 30 days gets 403 with msg exactly "token is expired", in any language', async () => {
  const { token } = await s.signIn('09171234567');
  await s.clock.advance(30 * DAY_MS + 1000);
  const out = await s.call('GET', '/api/user/user/status', undefined, { Authentication: token, 'Accept-Language': 'th' });
  assert.equal(out, { code: 403, data: null, msg: 'token is expired' });
});

test('using a token keeps it alive', async () => {
  const { token } = await s.signIn('09171234567');
  for (let i = 0; i < 3; i++) {
    await s.clock.advance(20 * DAY_MS);
    assert.is((await status(token)).code, 200, `after ${(i + 1) * 20} days of regular use`);
  }
});

test('no token, an unknown token or a revoked token gets 401', async () => {
  assert.is((await status()).code, 401);
  assert.is((await status('not-a-real-token')).code, 401);
  const { token } = await s.signIn('09171234567');
  await s.db.updateTable('auth_token').set({ revoked_at: s.clock.now() }).execute();
  assert.is((await status(token)).code, 401);
});

test('signing out on one device leaves the other signed in', async () => {
  const a = await s.signIn('09171234567', 'phone-a');
  await s.clock.advance(61_000);
  const b = await s.signIn('09171234567', 'phone-b');
  await s.call('GET', '/api/user/login/loginOut', undefined, { Authentication: a.token });
  assert.is((await status(a.token)).code, 401);
  assert.is((await status(b.token)).code, 200);
});

test.run();
