import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatPhone, isMobile, maskPhone, normalizePhone, phoneKeystrokes } from '../../../src/i18n/phone';

test('every written form of a mobile (PRODUCT.md section 2) reads as the stored 09171234567', () => {
  for (const typed of [
    '09171234567',
    '9171234567',
    '+639171234567',
    '639171234567',
    '+63 917 123 4567',
    '63-917-123-4567',
    '0917 123 4567',
  ]) {
    assert.ok(isMobile(typed), typed);
    assert.is(normalizePhone(typed), '09171234567', typed);
  }
  for (const bad of ['0212345678', '0000000000', '+6309171234567', '917123456']) assert.not.ok(isMobile(bad), bad);
});

test('a mobile shows grouped as +63 917 123 4567; anything else as typed', () => {
  assert.is(formatPhone('09171234567'), '+63 917 123 4567');
  assert.is(formatPhone('63-917-123-4567'), '+63 917 123 4567');
  assert.is(formatPhone('0212345678'), '0212345678');
});

test('a masked phone has no trunk 0 after +63 and keeps the last four', () => {
  assert.is(maskPhone('09171234567'), '+63 917•••4567');
});

test('letters and other symbols never get into a phone field; a leading + does', () => {
  assert.is(phoneKeystrokes('+63 917-abc123.4567'), '+63 917-1234567');
  assert.is(phoneKeystrokes('0917+123'), '0917123');
});

test.run();
