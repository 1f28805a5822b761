import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { AppError } from '../../../server/http/app-error';
import { checkCodeFormat, checkPhone, checkSendLimits, codeMatches, hashCode, newCode } from '../../../server/auth/otp-rules';

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (e) {
    return e as AppError;
  }
  throw new Error('expected a refusal');
}

test('phones are 10 digits starting with 0, refused with the spec messages', () => {
  assert.is(checkPhone('0917123456'), '0917123456');
  assert.is(checkPhone(' 0917123456 '), '0917123456');
  assert.is(refusal(() => checkPhone('')).key, 'phoneEmpty');
  assert.is(refusal(() => checkPhone(undefined)).key, 'phoneEmpty');
  for (const bad of ['917123456', '1917123456', '09171234567', '091712345a', '+63917123456']) assert.is(refusal(() => checkPhone(bad)).key, 'phoneFormat', bad);
});

test('codes are exactly 4 digits', () => {
  assert.is(checkCodeFormat('0042'), '0042');
  assert.is(refusal(() => checkCodeFormat('')).key, 'codeEmpty');
  for (const bad of ['123', '12345', '12a4']) assert.is(refusal(() => checkCodeFormat(bad)).key, 'codeFormat', bad);
});

test('new codes are 4 digits, leading zeros kept, and vary', () => {
  const codes = Array.from({ length: 200 }, newCode);
  for (const c of codes) assert.match(c, /^\d{4}$/);
  assert.ok(new Set(codes).size > 150);
});

test('a stored hash matches only its own code and phone', () => {
  const stored = { salt: 'ab', code_hash: hashCode('ab', '0917123456', '1234') };
  assert.ok(codeMatches(stored, '0917123456', '1234'));
  assert.not.ok(codeMatches(stored, '0917123456', '1235'));
  assert.not.ok(codeMatches(stored, '0917000000', '1234'));
  assert.not.match(stored.code_hash, '1234');
});

test('send limits: one a minute and five an hour per phone, ten an hour per device', () => {
  const now = 10_000_000;
  checkSendLimits({ phone: [], device: [] }, now);
  const wait = refusal(() => checkSendLimits({ phone: [now - 45_000], device: [] }, now));
  assert.equal([wait.code, wait.key, wait.params], [429, 'otpWait', { seconds: 15 }]);
  const fiveAnHour = [50, 40, 30, 20, 10].map((m) => now - m * 60_000);
  const hourly = refusal(() => checkSendLimits({ phone: fiveAnHour, device: [] }, now));
  assert.equal([hourly.key, hourly.params], ['otpPhoneLimit', { minutes: 10 }]);
  checkSendLimits({ phone: fiveAnHour.slice(1), device: [] }, now);
  const device = refusal(() => checkSendLimits({ phone: [], device: Array.from({ length: 10 }, (_, i) => now - (i + 2) * 60_000) }, now));
  assert.is(device.key, 'otpDeviceLimit');
});

test.run();
