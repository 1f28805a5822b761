import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkSendLimits, codeMatches, hashCode, newCode } from '../../../server/auth/otp-rules';
import { refusal } from '../refusal';

test('new codes are 4 digits, leading zeros kept, and vary', () => {
  const codes = Array.from({ length: 200 }, newCode);
  for (const c of codes) assert.match(c, /^\d{4}$/);
  assert.ok(new Set(codes).size > 150);
});

test('a stored hash matches only its own code and phone', () => {
  const stored = { salt: 'ab', code_hash: hashCode('ab', '09171234567', '1234') };
  assert.ok(codeMatches(stored, '09171234567', '1234'));
  assert.not.ok(codeMatches(stored, '09171234567', '1235'));
  assert.not.ok(codeMatches(stored, '09170000000', '1234'));
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
