import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';

// Anyone could lock a stranger's phone (ask a code, send 5 wrong ones: the owner
// was locked out for 15 minutes). Wrong codes now lock only the guessing device at its address; the
// phone keeps a daily cap of 10 wrong codes, after which only a device that signed in before may.
let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ TRUST_PROXY: '1' });
});
test.after.each(() => s.close());

const PHONE = '09171234567';
const OWNER = { device: 'owner-phone', ip: '198.51.100.20' };
const headers = (who: { device: string; ip: string }) => ({ 'Device-Id': who.device, 'X-Forwarded-For': who.ip });
const send = (who: { device: string; ip: string }) => s.call('POST', `/api/user/login/otp?phone=${PHONE}&type=1`, {}, headers(who));
const check = (who: { device: string; ip: string }, code: string) =>
  s.call('POST', '/api/user/login/otpLoginCheck', { phone: PHONE, code }, headers(who));
const wrong = (right: string, i = 0) => String((Number(right) + 1 + i) % 10_000).padStart(4, '0');
const minute = () => s.clock.advance(61_000);

test('five wrong codes lock the guessing device at its address, not the owner', async () => {
  const attacker = { device: 'attacker', ip: '203.0.113.66' };
  assert.is((await send(attacker)).code, 200);
  const right = s.lastCode(PHONE);
  const answers = [];
  for (let i = 0; i < 5; i++) answers.push(await check(attacker, wrong(right, i)));
  assert.equal(
    answers.slice(0, 4).map((a) => [a.code, a.data.attemptsLeft]),
    [
      [400, 4],
      [400, 3],
      [400, 2],
      [400, 1],
    ],
  );
  assert.is(answers[4].code, 423);
  assert.is(answers[4].data.retryAfter, 900);
  assert.is((await check(attacker, right)).code, 423, 'the attacker stays locked even with the right code');
  await minute();
  assert.is((await send(OWNER)).code, 200, 'the owner still gets a code');
  const out = await check(OWNER, s.lastCode(PHONE));
  assert.is(out.code, 200, 'and signs in');
  assert.ok(out.data.token);
});

test('the same device from another address, or another device at the same address, is not locked', async () => {
  const a = { device: 'a', ip: '203.0.113.1' };
  await send(a);
  const right = s.lastCode(PHONE);
  for (let i = 0; i < 5; i++) await check(a, wrong(right, i));
  assert.is((await check({ device: 'b', ip: a.ip }, right)).code, 200);
});

test('the phone takes at most 10 wrong codes a day; after that only a device that signed in before may sign in', async () => {
  // The owner signed in on this phone last week.
  await send(OWNER);
  assert.is((await check(OWNER, s.lastCode(PHONE))).code, 200);
  await minute();
  // An attacker rotates device ids and addresses: no single source reaches 5.
  const attacker = (i: number) => ({ device: `made-up-${i}`, ip: `203.0.113.${i}` });
  assert.is((await send(attacker(0))).code, 200);
  const right = s.lastCode(PHONE);
  const answers = [];
  for (let i = 0; i < 10; i++) answers.push(await check(attacker(i), wrong(right, i)));
  assert.equal(
    answers.slice(0, 9).map((a) => a.data.attemptsLeft),
    [4, 4, 4, 4, 4, 4, 3, 2, 1],
  );
  assert.is(answers[9].code, 423);
  assert.match(answers[9].msg, /Sign in from a device you used with it before, or try again in 24 hours/);
  assert.ok(answers[9].data.retryAfter > 23 * 3600 && answers[9].data.retryAfter <= 24 * 3600);
  const eleventh = await check(attacker(10), right);
  assert.is(eleventh.code, 423, 'a new device is refused even with the right code');
  assert.is((await send(attacker(11))).code, 423, 'and gets no code');
  assert.is((await send({ device: 'owner-new-phone', ip: OWNER.ip })).code, 423, "the owner's new phone waits too");
  await minute();
  assert.is((await send(OWNER)).code, 200, 'the device that signed in before still gets a code');
  assert.is((await check(OWNER, s.lastCode(PHONE))).code, 200, 'and signs in');
});

test('the daily cap ends when the wrong codes are a day old', async () => {
  const attacker = (i: number) => ({ device: `d${i}`, ip: `203.0.113.${i}` });
  await send(attacker(0));
  const right = s.lastCode(PHONE);
  for (let i = 0; i < 10; i++) await check(attacker(i), wrong(right, i));
  assert.is((await send(OWNER)).code, 423);
  await s.clock.advance(24 * 3600_000 + 1);
  assert.is((await send(OWNER)).code, 200);
  assert.is((await check(OWNER, s.lastCode(PHONE))).code, 200);
});

test.run();
