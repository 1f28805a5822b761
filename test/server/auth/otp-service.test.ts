import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer();
});
test.after.each(() => s.close());

const PHONE = '09171234567';
const send = (phone = PHONE, device = 'device-a') =>
  s.call('POST', `/api/user/login/otp?phone=${phone}&type=1`, {}, { 'Device-Id': device });
const check = (code: string, phone = PHONE) => s.call('POST', '/api/user/login/otpLoginCheck', { phone, code });
const wrongCode = (right: string) => (right === '0000' ? '1111' : '0000');

test('a phone gets one code a minute', async () => {
  assert.is((await send()).code, 200);
  const again = await send(PHONE, 'device-b');
  assert.is(again.code, 429);
  assert.is(again.msg, 'Please wait 60 seconds before requesting another code');
  assert.equal(again.data, { retryAfter: 60 });
  await s.clock.advance(60_000);
  assert.is((await send()).code, 200);
  assert.is(s.smsLines.length, 2, 'refused sends print nothing');
});

test('a phone gets five codes an hour', async () => {
  for (let i = 0; i < 5; i++) {
    assert.is((await send(PHONE, `device-${i}`)).code, 200, `send ${i + 1}`);
    await s.clock.advance(61_000);
  }
  const sixth = await send(PHONE, 'device-9');
  assert.is(sixth.code, 429);
  assert.match(sixth.msg, /Too many codes were requested for this number/);
  await s.clock.advance(60 * 60_000);
  assert.is((await send()).code, 200, 'the hour passes and sending works again');
});

test('a device gets ten codes an hour, whatever the phones', async () => {
  for (let i = 0; i < 10; i++) assert.is((await send(`091700000${String(i).padStart(2, '0')}`, 'busy-device')).code, 200);
  const out = await send('09170999999', 'busy-device');
  assert.is(out.code, 429);
  assert.match(out.msg, /from this device/);
  assert.is((await send('09170999999', 'other-device')).code, 200, 'another device is not affected');
});

test('the device limit message is localised', async () => {
  for (let i = 0; i < 10; i++) await send(`091700000${String(i).padStart(2, '0')}`, 'd');
  const out = await s.call('POST', '/api/user/login/otp?phone=09179999999&type=1', {}, { 'Device-Id': 'd', 'Accept-Language': 'fil' });
  assert.match(out.msg, /^Masyadong maraming code ang hiningi mula sa device na ito/);
});

test('five wrong codes lock the phone on that device for 15 minutes, even against the right code', async () => {
  await send();
  const right = s.lastCode(PHONE);
  for (let i = 1; i <= 4; i++) {
    const out = await check(wrongCode(right));
    assert.is(out.code, 400);
    assert.equal(out.data, { attemptsLeft: 5 - i });
  }
  const fifth = await check(wrongCode(right));
  assert.is(fifth.code, 423);
  assert.match(fifth.msg, /locked; try again in 15 minutes/);
  const refused = await check(right);
  assert.is(refused.code, 423, 'the right code is refused while locked');
  assert.is((await send(PHONE, 'test-device')).code, 423, 'no new code is sent to the locked device while locked');
  await s.clock.advance(14 * 60_000);
  assert.is((await check(right)).code, 423);
});

test('after the lock ends a fresh code signs in', async () => {
  await send();
  const right = s.lastCode(PHONE);
  for (let i = 0; i < 5; i++) await check(wrongCode(right));
  await s.clock.advance(15 * 60_000 + 1);
  assert.is((await send()).code, 200);
  const out = await check(s.lastCode(PHONE));
  assert.is(out.code, 200);
  assert.ok(out.data.token);
});

test('ten wrong codes in a row never sign anyone in, and the server keeps answering', async () => {
  await send();
  const right = s.lastCode(PHONE);
  const answers = [];
  for (let i = 0; i < 10; i++) answers.push(await check(wrongCode(right)));
  assert.equal(
    answers.map((a) => a.code),
    [400, 400, 400, 400, 423, 423, 423, 423, 423, 423],
  );
  assert.ok(answers.every((a) => !a.data?.token));
  assert.is((await s.db.selectFrom('app_user').selectAll().execute()).length, 0);
  assert.is((await s.call('GET', '/api/user/public/appConfig')).code, 200);
});

test('parallel guesses cannot slip past the lock', async () => {
  await send();
  const right = s.lastCode(PHONE);
  const guesses = Array.from({ length: 12 }, (_, i) => String(i).padStart(4, '0'))
    .filter((c) => c !== right)
    .slice(0, 10);
  const answers = await Promise.all(guesses.map((c) => check(c)));
  assert.is(answers.filter((a) => a.code === 400).length, 4);
  assert.is(answers.filter((a) => a.code === 423).length, 6);
});

test('wrong codes for a phone without a live code do not count: nobody can lock a phone they cannot receive codes for', async () => {
  for (let i = 0; i < 6; i++) {
    const out = await check('1234');
    assert.is(out.code, 400);
    assert.is(out.msg, 'There is no valid code for this number. Please request a new code');
  }
  assert.is((await send()).code, 200, 'the phone is not locked');
  assert.is((await check(s.lastCode(PHONE))).code, 200);
});

test('a used code is not live either: guesses after a sign-in do not lock the phone', async () => {
  await send();
  assert.is((await check(s.lastCode(PHONE))).code, 200);
  for (let i = 0; i < 5; i++) assert.match((await check('1234')).msg, /request a new code/);
  await s.clock.advance(61_000);
  assert.is((await send()).code, 200);
});

test('a code request without a Device-Id is refused with a clear, translated message', async () => {
  const out = await s.call('POST', `/api/user/login/otp?phone=${PHONE}&type=1`, {}, { 'Device-Id': '' });
  assert.equal([out.code, out.msg], [400, 'This device could not be identified. Please restart the app and try again']);
  const es = await s.call('POST', `/api/user/login/otp?phone=${PHONE}&type=1`, {}, { 'Device-Id': '', 'Accept-Language': 'es' });
  assert.is(es.msg, 'No pudimos identificar este dispositivo. Reinicia la aplicación e inténtalo de nuevo');
  assert.is(s.smsLines.length, 0);
});

test('a successful sign-in clears earlier wrong guesses', async () => {
  await send();
  const right = s.lastCode(PHONE);
  for (let i = 0; i < 4; i++) await check(wrongCode(right));
  assert.is((await check(right)).code, 200);
  await s.clock.advance(61_000);
  await send();
  const next = s.lastCode(PHONE);
  assert.equal((await check(wrongCode(next))).data, { attemptsLeft: 4 });
});

test.run();
