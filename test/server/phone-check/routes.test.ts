import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAY_MS } from '../../../server/time';
import { startTestServer, type TestServer } from '../harness';
import { borrower, PHONES, phoneCheckCode, setStatus } from '../certification/cert-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer();
});
test.after.each(() => s.close());

const wrong = (code: string) => (code === '0000' ? '0001' : '0000');

test("lotp prints the code for the borrower's own phone with purpose phone-check; lv moves 10 to 20", async () => {
  const b = await borrower(s);
  assert.equal((await b.call('GET', '/telecom/lotp')).data, { resendIn: 60 });
  const line = JSON.parse(s.smsLines.at(-1)!);
  assert.equal(Object.keys(line), ['msg', 'phone', 'code', 'purpose']);
  assert.equal([line.msg, line.phone, line.purpose], ['otp', b.phone, 'phone-check']);
  assert.match(line.code, /^\d{4}$/);
  assert.equal((await b.call('POST', '/telecom/lv', { otpCode: line.code })).data, { bizStatus: 20 });
  assert.is((await b.call('GET', '/user/status')).data.bizStatus, 20);
});

test('fotp and fv work the same way (code by a call)', async () => {
  const b = await borrower(s);
  assert.is((await b.call('GET', '/telecom/fotp')).code, 200);
  assert.equal((await b.call('POST', '/telecom/fv', { otpCode: phoneCheckCode(s, b.phone) })).data, { bizStatus: 20 });
  const row = await s.db.selectFrom('phone_check_code').select('mode').executeTakeFirstOrThrow();
  assert.is(row.mode, 'f');
});

test('appConfig names the configured mode', async () => {
  const f = await startTestServer({ PHONE_CHECK_MODE: 'f' });
  try {
    assert.is((await f.call('GET', '/api/user/public/appConfig')).data.phoneCheckMode, 'f');
  } finally {
    await f.close();
  }
});

test('the code format is checked, a wrong code counts, the fifth locks for 15 minutes', async () => {
  const b = await borrower(s);
  await b.call('GET', '/telecom/lotp');
  const code = phoneCheckCode(s, b.phone);
  assert.is((await b.call('POST', '/telecom/lv', { otpCode: '12' })).code, 400);
  for (let i = 1; i <= 4; i++) {
    const out = await b.call('POST', '/telecom/lv', { otpCode: wrong(code) });
    assert.equal([out.code, out.data], [400, { attemptsLeft: 5 - i }]);
  }
  const locked = await b.call('POST', '/telecom/lv', { otpCode: wrong(code) });
  assert.is(locked.code, 423);
  assert.is((await b.call('POST', '/telecom/lv', { otpCode: code })).code, 423, 'even the right code while locked');
  assert.is((await b.call('GET', '/user/status')).data.bizStatus, 10);
});

test('a code expires after 5 minutes', async () => {
  const b = await borrower(s);
  await b.call('GET', '/telecom/lotp');
  const code = phoneCheckCode(s, b.phone);
  await s.clock.advance(5 * 60_000 + 1);
  assert.is((await b.call('POST', '/telecom/lv', { otpCode: code })).code, 400);
  assert.is((await b.call('GET', '/user/status')).data.bizStatus, 10);
});

test('a code sent just before the development clock moves 40 days still passes (its 5 minutes are real time)', async () => {
  const b = await borrower(s);
  assert.is((await b.call('GET', '/telecom/lotp')).code, 200);
  await s.clock.advanceBusiness(40 * DAY_MS);
  const out = await b.call('POST', '/telecom/lv', { otpCode: phoneCheckCode(s, b.phone) });
  assert.equal(out.data, { bizStatus: 20 }, out.msg);
});

test('sending is limited on its own: one a minute, and sign-in codes do not count against it', async () => {
  const b = await borrower(s);
  assert.is((await b.call('GET', '/telecom/lotp')).code, 200);
  const again = await b.call('GET', '/telecom/lotp');
  assert.is(again.code, 429);
  await s.clock.advance(61_000);
  assert.is((await b.call('GET', '/telecom/lotp')).code, 200);
  // Five sign-in codes in the hour (the sign-in limit) leave the phone check alone.
  for (let i = 0; i < 4; i++) {
    await s.clock.advance(61_000);
    await s.call('POST', `/api/user/login/otp?phone=${b.phone}&type=1`, {}, { 'Device-Id': 'other' });
  }
  await s.clock.advance(61_000);
  assert.is((await b.call('GET', '/telecom/lotp')).code, 200);
  assert.is((await s.call('POST', `/api/user/login/otp?phone=${b.phone}&type=1`, {}, { 'Device-Id': 'other' })).code, 429);
});

test('five codes an hour per borrower', async () => {
  const b = await borrower(s);
  for (let i = 0; i < 5; i++) {
    assert.is((await b.call('GET', '/telecom/lotp')).code, 200, `code ${i + 1}`);
    await s.clock.advance(61_000);
  }
  assert.is((await b.call('GET', '/telecom/lotp')).code, 429);
});

test('out of order: after the check (20 or more) both calls are refused with 409 and change nothing', async () => {
  const b = await borrower(s);
  await setStatus(s, b.userId, 20);
  const sent = await b.call('GET', '/telecom/lotp');
  assert.equal([sent.code, sent.data], [409, { bizStatus: 20 }]);
  assert.is((await b.call('POST', '/telecom/lv', { otpCode: '1234' })).code, 409);
  assert.is((await s.db.selectFrom('phone_check_code').selectAll().execute()).length, 0);
});

test("one borrower's code does not pass another's check", async () => {
  const a = await borrower(s);
  const b = await borrower(s, PHONES.b);
  await a.call('GET', '/telecom/lotp');
  await b.call('GET', '/telecom/lotp');
  const [codeA, codeB] = [phoneCheckCode(s, a.phone), phoneCheckCode(s, b.phone)];
  if (codeA !== codeB) assert.is((await b.call('POST', '/telecom/lv', { otpCode: codeA })).code, 400);
  assert.is((await b.call('GET', '/user/status')).data.bizStatus, 10);
});

test('without a token the phone check is refused with 401', async () => {
  assert.is((await s.call('GET', '/api/user/telecom/lotp')).code, 401);
});

test.run();
