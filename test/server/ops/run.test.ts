import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAY_MS } from '../../../server/time';
import { runOps } from '../../../server/ops/run';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer();
});
test.after.each(() => s.close());

const ops = (...argv: string[]) => s.ops(...argv);

test('without a command it prints its usage', async () => {
  const { code, text } = await ops();
  assert.is(code, 0);
  assert.match(text, 'usage: npm run ops -- <command>');
  assert.match(text, 'clock [advance <days> | +<days>d | reset]');
  assert.match(text, 'users');
});

test('an unknown command fails with the usage', async () => {
  const { code, text } = await ops('launch');
  assert.is(code, 1);
  assert.match(text, 'unknown command "launch"');
});

test('users lists the borrowers who signed in', async () => {
  await s.signIn('09170000001');
  await s.signIn('09170000002');
  const { code, text } = await ops('users');
  assert.is(code, 0);
  assert.match(text, /\t09170000002\t10\t/);
  assert.match(text, /\t09170000001\t10\t/);
  assert.match(text, 'users 1-2 of 2 (page 1 of 1)');
});

test('clock advance moves the clock the running server uses', async () => {
  assert.match((await ops('clock')).text, 'real time');
  const { code, text } = await ops('clock', 'advance', '3');
  assert.is(code, 0);
  assert.match(text, '3 day(s) ahead');
  await s.call('GET', '/api/user/public/appConfig');
  assert.is(s.clock.offset(), 3 * DAY_MS);
});

test('clock advance refuses nonsense', async () => {
  assert.is((await ops('clock', 'advance', '-2')).code, 1);
  assert.is((await ops('clock', 'advance')).code, 1);
  assert.is((await ops('clock', 'backwards')).code, 1);
});

test('clock advance is refused in production', async () => {
  const p = await startTestServer({
    NODE_ENV: 'production',
  });
  try {
    const lines: string[] = [];
    const code = await runOps({ config: p.config, db: p.db, clock: p.clock, out: (l) => lines.push(l) }, ['clock', 'advance', '1']);
    assert.is(code, 1);
    assert.match(lines.join('\n'), 'only be moved in development');
  } finally {
    await p.close();
  }
});

// The operator CLI said "200 user(s)" for 926, took `0x10` for 16 and could
// only move the clock forward.
async function addUsers(n: number) {
  const now = Date.now();
  const rows = Array.from({ length: n }, (_, i) => ({
    phone: `0917${String(i).padStart(7, '0')}`,
    biz_status: 10,
    created_at: now + i,
    last_login_at: null,
  }));
  for (let i = 0; i < rows.length; i += 100)
    await s.db
      .insertInto('app_user')
      .values(rows.slice(i, i + 100))
      .execute();
}

test('users prints the real total and pages through them with --page', async () => {
  await addUsers(450);
  const first = await ops('users');
  assert.match(first.text, 'users 1-200 of 450 (page 1 of 3; next: users --page 2)');
  assert.match(first.text, /\t09170000449\t/);
  const third = await ops('users', '--page', '3');
  assert.is(third.code, 0);
  assert.match(third.text, 'users 401-450 of 450 (page 3 of 3)');
  assert.match(third.text, /\t09170000000\t/);
  assert.is(third.text.split('\n').filter((l) => /^\d+\t/.test(l)).length, 50);
  assert.match((await ops('users', '--page', '9')).text, 'no users on page 9 (450 in all, 3 pages)');
});

test('numbers are decimal only', async () => {
  for (const bad of ['0x10', '1e3', '12abc', '', ' 1', 'Infinity', '0b1']) {
    const out = await ops('users', '--page', bad);
    assert.is(out.code, 1, `page ${JSON.stringify(bad)}`);
    assert.match(out.text, 'decimal');
    assert.is((await ops('clock', 'advance', bad)).code, 1, `days ${JSON.stringify(bad)}`);
  }
  assert.is((await ops('users', '--page', '0')).code, 1);
  assert.is(s.clock.offset(), 0);
  assert.is((await ops('clock', 'advance', '1.5')).code, 0);
});

test('clock reset goes back to real time; clock +<n>d moves it as PRODUCT.md section 8 writes it', async () => {
  assert.is((await ops('clock', '+3d')).code, 0);
  assert.match((await ops('clock')).text, '3 day(s) ahead');
  const reset = await ops('clock', 'reset');
  assert.is(reset.code, 0);
  assert.match(reset.text, 'real time');
  await s.call('GET', '/api/user/public/appConfig');
  assert.is(s.clock.offset(), 0);
  assert.is((await ops('clock', '+0x2d')).code, 1);
});

test.run();
