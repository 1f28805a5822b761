import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as v from 'valibot';
import { flag, int, num, opt, phone, text } from '../../../server/http/fields';
import { parseInput } from '../../../server/http/valid';
import { startTestServer, type TestServer } from '../harness';
import { refusal } from '../refusal';

const schema = v.object({ name: text(8), age: opt(int(0, 120)), ok: opt(flag()), lat: opt(num(-90, 90)), phone: opt(phone(10)) });

test('a valid input comes out typed and trimmed, lenient where clients differ', () => {
  assert.equal(parseInput(schema, { name: ' Ana ', age: '30', ok: 1, lat: '14.5', extra: 'dropped' }), {
    name: 'Ana',
    age: 30,
    ok: true,
    lat: 14.5,
  });
  assert.equal(parseInput(schema, { name: 7, age: null, ok: 'false', lat: '', phone: '+63 917 123 4567' }), {
    name: '7',
    age: undefined,
    ok: false,
    lat: undefined,
    phone: '09171234567',
  });
});

test('a missing field, a wrong type, an oversized string and a fraction each name their field', () => {
  for (const [input, field] of [
    [{}, 'name'],
    [{ name: { a: 1 } }, 'name'],
    [{ name: 'x'.repeat(9) }, 'name'],
    [{ name: 'a', age: 'old' }, 'age'],
    [{ name: 'a', age: 1.5 }, 'age'],
    [{ name: 'a', age: '0x10' }, 'age'],
    [{ name: 'a', age: '1e1' }, 'age'],
    [{ name: 'a', lat: '0x1' }, 'lat'],
    [{ name: 'a', ok: 'maybe' }, 'ok'],
    [{ name: 'a', lat: 91 }, 'lat'],
  ] as const) {
    const e = refusal(() => parseInput(schema, input));
    assert.equal([e.code, e.key, e.params], [400, 'invalidField', { field }], JSON.stringify(input));
  }
});

test('a schema message that is a message key is the refusal itself', () => {
  assert.is(refusal(() => parseInput(v.object({ phone: phone(10) }), {})).key, 'phoneEmpty');
  assert.is(refusal(() => parseInput(v.object({ phone: phone(10) }), { phone: '0212345678' })).key, 'phoneFormat');
});

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer();
});
test.after.each(() => s.close());

test('through a route: 400 naming the field, in English and in Spanish, and nothing stored', async () => {
  const { token } = await s.signIn('09171234567');
  const post = (body: unknown, lang: string) =>
    s.call('POST', '/api/user/user/deviceInformation', body, { Authentication: token, 'Accept-Language': lang });
  const cases = [
    [{ deviceId: 'd', screenWidth: 'wide' }, 'screenWidth'],
    [{ deviceId: 'd', userAgent: 'x'.repeat(20_000) }, 'userAgent'],
    [{ deviceId: { nested: true } }, 'deviceId'],
  ] as const;
  for (const [body, field] of cases) {
    assert.equal(await post(body, 'en'), { code: 400, data: null, msg: `Please check the field "${field}"` });
    assert.equal(await post(body, 'es'), { code: 400, data: null, msg: `Revisa el campo "${field}"` });
  }
  const missing = await s.call('POST', '/api/user/login/otpLoginCheck', { phone: '09171234567' }, { 'Accept-Language': 'fil' });
  assert.equal(missing, { code: 400, data: null, msg: 'Hindi puwedeng walang laman ang verification code' });
  const wrongType = await s.call(
    'POST',
    '/api/user/login/uniqueLogin',
    { taskId: 'x', uniqueChannel: 'demo-partner', registerClientType: 'phone' },
    { 'Accept-Language': 'fil' },
  );
  assert.equal(wrongType, { code: 400, data: null, msg: 'Pakitingnan ang field na "registerClientType"' });
  assert.is((await s.db.selectFrom('device_info').selectAll().execute()).length, 0);
});

test.run();
