import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer();
});
test.after.each(() => s.close());

const PHONE = '09171234567';
const send = (phone = PHONE, device = 'device-a', type = '1') =>
  s.call('POST', `/api/user/login/otp?phone=${phone}&type=${type}`, {}, { 'Device-Id': device });
const check = (code: string, phone = PHONE) => s.call('POST', '/api/user/login/otpLoginCheck', { phone, code });

test('sending a code prints exactly one development line and answers the timings', async () => {
  const out = await send();
  assert.equal(out, { code: 200, data: { expiresIn: 300, resendIn: 60 }, msg: 'success' });
  assert.is(s.smsLines.length, 1);
  assert.match(s.smsLines[0], /^\{"msg":"otp","phone":"09171234567","code":"\d{4}"\}$/);
});

test('the first sign-in creates the user with status 10 and answers token and user fields', async () => {
  await send();
  const out = await check(s.lastCode(PHONE));
  assert.is(out.code, 200);
  assert.match(out.data.token, /^[A-Za-z0-9_-]{43}$/);
  assert.is(out.data.phone, PHONE);
  assert.is(out.data.bizStatus, 10);
  assert.is(out.data.newUser, true);
  assert.type(out.data.userId, 'number');
  await s.clock.advance(61_000);
  const again = await s.signIn(PHONE, 'device-b');
  assert.is(again.userId, out.data.userId, 'the same phone is the same user');
  assert.is(again.newUser, false);
});

test('a code is good for 5 minutes on the clock', async () => {
  await send();
  await s.clock.advance(5 * 60_000 + 1);
  const out = await check(s.lastCode(PHONE));
  assert.is(out.code, 400);
  assert.match(out.msg, /no valid code for this number. Please request a new code/);
});

test('a code just inside 5 minutes still signs in', async () => {
  await send();
  await s.clock.advance(5 * 60_000 - 1000);
  assert.is((await check(s.lastCode(PHONE))).code, 200);
});

test('a code signs in once only', async () => {
  await send();
  const code = s.lastCode(PHONE);
  assert.is((await check(code)).code, 200);
  assert.is((await check(code)).code, 400);
});

test('a new code replaces the previous one', async () => {
  await send();
  const first = s.lastCode(PHONE);
  await s.clock.advance(61_000);
  await send();
  if (s.lastCode(PHONE) !== first) assert.is((await check(first)).code, 400);
  assert.is((await check(s.lastCode(PHONE))).code, 200);
});

test('codes are stored hashed', async () => {
  await send();
  const code = s.lastCode(PHONE);
  const row = await s.db.selectFrom('otp_code').selectAll().executeTakeFirstOrThrow();
  assert.match(row.code_hash, /^[0-9a-f]{64}$/);
  assert.not.ok(JSON.stringify(row).includes(`"${code}"`));
});

test('bad phones and codes get the spec messages, translated', async () => {
  assert.equal(await send(''), { code: 400, data: null, msg: 'Phone number cannot be empty' });
  assert.is((await send('12345')).msg, 'Please check the phone number format');
  assert.is((await check('')).msg, 'Verification code cannot be empty');
  assert.is((await check('12')).msg, 'Please enter the 4-digit verification code');
  const es = await s.call('POST', '/api/user/login/otp?phone=123&type=1', {}, { 'Accept-Language': 'es' });
  assert.is(es.msg, 'Revisa el formato del número de teléfono');
  assert.is(s.smsLines.length, 0);
});

test('only the sign-in code type is sent', async () => {
  assert.is((await send(PHONE, 'd', '2')).code, 400);
});

test('sign-out revokes the token: the next call gets 401', async () => {
  const { token } = await s.signIn(PHONE);
  const auth = { Authentication: token };
  assert.is((await s.call('GET', '/api/user/user/status', undefined, auth)).code, 200);
  assert.is((await s.call('GET', '/api/user/login/loginOut', undefined, auth)).code, 200);
  assert.is((await s.call('GET', '/api/user/user/status', undefined, auth)).code, 401);
  assert.is((await s.call('GET', '/api/user/login/loginOut', undefined, auth)).code, 401);
});

for (const typed of ['09171234567', '9171234567', '+639171234567', '639171234567', '0917 123 4567', '+63 917-123-4567']) {
  test(`the phone typed as "${typed}" gets a code and signs in as 09171234567`, async () => {
    const sent = await s.call('POST', `/api/user/login/otp?phone=${encodeURIComponent(typed)}&type=1`, {}, { 'Device-Id': 'device-a' });
    assert.is(sent.code, 200, sent.msg);
    assert.is(JSON.parse(s.smsLines[0]).phone, PHONE, 'the code goes to the stored form');
    const out = await check(s.lastCode(PHONE), typed);
    assert.is(out.code, 200, out.msg);
    assert.is(out.data.phone, PHONE);
    assert.equal(
      (await s.db.selectFrom('app_user').select('phone').execute()).map((r) => r.phone),
      [PHONE],
    );
  });
}

test('the phone and type may also come in the body; the query wins when both are sent', async () => {
  assert.is((await s.call('POST', '/api/user/login/otp', { phone: '+63 917 123 4567', type: 1 })).code, 200);
  assert.is(JSON.parse(s.smsLines[0]).phone, PHONE);
  const out = await s.call('POST', '/api/user/login/otp?phone=0212345678', { phone: PHONE });
  assert.is(out.msg, 'Please check the phone number format');
});

test('landlines and the zero number get the format message and no code', async () => {
  for (const bad of ['0212345678', '0000000000', '0917123456'])
    assert.is((await send(bad)).msg, 'Please check the phone number format', bad);
  assert.is(s.smsLines.length, 0);
});

test('the phone length comes from PHONE_LENGTH (digits after +63), the same variable the build reads', async () => {
  const eleven = await startTestServer({ PHONE_LENGTH: '11' });
  try {
    const otp = (phone: string) => eleven.call('POST', `/api/user/login/otp?phone=${phone}&type=1`, {});
    assert.is((await otp('091712345678')).code, 200);
    assert.is((await otp(PHONE)).msg, 'Please check the phone number format');
  } finally {
    await eleven.close();
  }
});

test.run();
