import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ TRUST_PROXY: '1' });
});
test.after.each(() => s.close());

const phone = (i: number) => `091700000${String(i).padStart(2, '0')}`;
const send = (p: string, ip: string, device = `device-${p}`) =>
  s.call('POST', `/api/user/login/otp?phone=${p}&type=1`, {}, { 'Device-Id': device, 'X-Forwarded-For': `10.9.9.9, ${ip}` });
const check = (p: string, code: string, ip: string) =>
  s.call('POST', '/api/user/login/otpLoginCheck', { phone: p, code }, { 'X-Forwarded-For': ip });

test('one network gets 20 codes an hour, however many device ids it makes up', async () => {
  for (let i = 0; i < 20; i++) assert.is((await send(phone(i), '203.0.113.7')).code, 200, `send ${i}`);
  const refused = await send(phone(20), '203.0.113.7');
  assert.is(refused.code, 429);
  assert.match(refused.msg, /from this network/);
  assert.is((await send(phone(20), '198.51.100.9')).code, 200, 'another network is not affected');
  await s.clock.advance(60 * 60_000 + 1);
  assert.is((await send(phone(21), '203.0.113.7')).code, 200, 'the limit is per hour');
});

test('one network gets 30 failed checks an hour, across any phones', async () => {
  assert.is((await send(phone(99), '198.51.100.9')).code, 200);
  const right = s.lastCode(phone(99));
  for (let i = 0; i < 30; i++) assert.is((await check(phone(i), '1234', '203.0.113.7')).code, 400, `check ${i}`);
  const refused = await check(phone(99), right, '203.0.113.7');
  assert.is(refused.code, 429);
  assert.match(refused.msg, /from this network/);
  assert.is((await check(phone(99), right, '198.51.100.9')).code, 200, 'the code still works from another network');
});

test('X-Forwarded-For is ignored unless TRUST_PROXY is set', async () => {
  const plain = await startTestServer();
  try {
    for (let i = 0; i < 20; i++) {
      await plain.call('POST', `/api/user/login/otp?phone=${phone(i)}&type=1`, {}, { 'Device-Id': `d${i}`, 'X-Forwarded-For': `10.1.0.${i}` });
    }
    const out = await plain.call('POST', `/api/user/login/otp?phone=${phone(20)}&type=1`, {}, { 'Device-Id': 'd20', 'X-Forwarded-For': '10.2.0.1' });
    assert.is(out.code, 429, 'a made-up forwarded address does not open a new bucket');
  } finally {
    await plain.close();
  }
});

test.run();
