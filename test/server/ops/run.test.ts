import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createClock } from '../../../server/clock';
import { DAY_MS } from '../../../server/time';
import { runOps } from '../../../server/ops/run';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer();
});
test.after.each(() => s.close());

async function ops(...argv: string[]) {
  const lines: string[] = [];
  const code = await runOps({ config: s.config, db: s.db, clock: await createClock(s.db, { production: s.config.production }), out: (l) => lines.push(l) }, argv);
  return { code, text: lines.join('\n') };
}

test('without a command it prints its usage', async () => {
  const { code, text } = await ops();
  assert.is(code, 0);
  assert.match(text, 'usage: npm run ops -- <command>');
  assert.match(text, 'clock [advance <days>]');
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
  assert.match(text, '2 user(s)');
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
  const p = await startTestServer({ NODE_ENV: 'production', PAY_SECRET: 'production-pay-secret', SMS_WEBHOOK_URL: 'https://sms.example/x' });
  try {
    const lines: string[] = [];
    const code = await runOps({ config: p.config, db: p.db, clock: p.clock, out: (l) => lines.push(l) }, ['clock', 'advance', '1']);
    assert.is(code, 1);
    assert.match(lines.join('\n'), 'only be moved in development');
  } finally {
    await p.close();
  }
});

test.run();
