import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { IP_FAILED_CHECKS_PER_HOUR_ALL_DEVICES, IP_SENDS_PER_HOUR_ALL_DEVICES } from '../../../server/auth/ip-limits';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ TRUST_PROXY: '1' });
});
test.after.each(() => s.close());

const phone = (i: number) => `09170${String(i).padStart(6, '0')}`;
// Behind one proxy: what the client wrote comes first, the address the proxy saw is appended last.
const send = (p: string, ip: string, device = `device-${p}`) =>
  s.call('POST', `/api/user/login/otp?phone=${p}&type=1`, {}, { 'Device-Id': device, 'X-Forwarded-For': `10.9.9.9, ${ip}` });
const check = (p: string, code: string, ip: string, device = 'checker') =>
  s.call('POST', '/api/user/login/otpLoginCheck', { phone: p, code }, { 'X-Forwarded-For': ip, 'Device-Id': device });

test('one carrier NAT address serves many borrowers: 25 devices each get their code', async () => {
  for (let i = 0; i < 25; i++) assert.is((await send(phone(i), '203.0.113.7', `phone-of-borrower-${i}`)).code, 200, `borrower ${i}`);
});

test(`one address gets at most ${IP_SENDS_PER_HOUR_ALL_DEVICES} codes an hour whatever device ids it makes up`, async () => {
  for (let i = 0; i < IP_SENDS_PER_HOUR_ALL_DEVICES; i++)
    assert.is((await send(phone(i), '203.0.113.7', `made-up-${i}`)).code, 200, `send ${i}`);
  const refused = await send(phone(9999), '203.0.113.7', 'made-up-new');
  assert.is(refused.code, 429);
  assert.match(refused.msg, /from this network/);
  assert.is((await send(phone(9999), '198.51.100.9', 'made-up-new')).code, 200, 'another network is not affected');
  await s.clock.advance(60 * 60_000 + 1);
  assert.is((await send(phone(9998), '203.0.113.7', 'made-up-2')).code, 200, 'the limit is per hour');
});

test('one device on one network gets 30 failed checks an hour; another device behind the same address is not affected', async () => {
  assert.is((await send(phone(99), '198.51.100.9')).code, 200);
  const right = s.lastCode(phone(99));
  for (let i = 0; i < 30; i++) assert.is((await check(phone(i), '1234', '203.0.113.7')).code, 400, `check ${i}`);
  const refused = await check(phone(99), right, '203.0.113.7');
  assert.is(refused.code, 429);
  assert.match(refused.msg, /from this network/);
  assert.is((await check(phone(99), right, '203.0.113.7', 'neighbour')).code, 200, 'a neighbour behind the same NAT still signs in');
});

test(`one address gets at most ${IP_FAILED_CHECKS_PER_HOUR_ALL_DEVICES} failed checks an hour whatever device ids it makes up`, async () => {
  for (let i = 0; i < IP_FAILED_CHECKS_PER_HOUR_ALL_DEVICES; i++) await check(phone(i), '1234', '203.0.113.7', `made-up-${i}`);
  const refused = await check(phone(1), '1234', '203.0.113.7', 'made-up-new');
  assert.is(refused.code, 429);
  assert.match(refused.msg, /from this network/);
});

test('X-Forwarded-For is ignored unless TRUST_PROXY is set', async () => {
  const plain = await startTestServer();
  try {
    const guess = (i: number) =>
      plain.call(
        'POST',
        '/api/user/login/otpLoginCheck',
        { phone: phone(i), code: '1234' },
        { 'Device-Id': 'same', 'X-Forwarded-For': `10.1.0.${i}` },
      );
    for (let i = 0; i < 30; i++) assert.is((await guess(i)).code, 400);
    assert.is((await guess(30)).code, 429, 'a made-up forwarded address does not open a new bucket');
  } finally {
    await plain.close();
  }
});

test.run();
