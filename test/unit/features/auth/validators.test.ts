import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { normalizePhone } from '../../../../src/i18n/phone';
import { codeError, phoneError } from '../../../../src/features/auth/validators';

test('an empty phone says "Phone number cannot be empty" (spaces count as empty)', () => {
  assert.is(phoneError(''), 'login.phoneEmpty');
  assert.is(phoneError('   '), 'login.phoneEmpty');
});

test('a Philippine mobile is accepted in every form of PRODUCT.md section 2 and sent as 09171234567', () => {
  for (const typed of ['09171234567', '9171234567', '+639171234567', '639171234567']) {
    assert.is(phoneError(typed), null, typed);
    assert.is(normalizePhone(typed), '09171234567', typed);
  }
});

test('spaces and dashes typed or pasted for readability are ignored', () => {
  for (const typed of ['0917 123 4567', '+63 917 123 4567', '63-917-123-4567', ' 917-123 4567 ']) {
    assert.is(phoneError(typed), null, typed);
    assert.is(normalizePhone(typed), '09171234567', typed);
  }
});

test('landlines, the zero number, wrong lengths, letters and mixed prefixes ask to check the format', () => {
  for (const bad of [
    '0212345678',
    '0000000000',
    '0917123456',
    '091712345678',
    '917123456',
    '+6309171234567',
    '0917123456a',
    '1917123456',
    '(0917) 123 4567',
  ]) {
    assert.is(phoneError(bad), 'login.phoneFormat', bad);
  }
});

test('the phone length (digits after +63) follows the build setting', () => {
  assert.is(phoneError('091712345678', 11), null);
  assert.is(normalizePhone('+6391712345678', 11), '091712345678');
  assert.is(phoneError('09171234567', 11), 'login.phoneFormat');
});

test('an empty code says "Verification code cannot be empty"', () => {
  assert.is(codeError(''), 'login.codeEmpty');
  assert.is(codeError('  '), 'login.codeEmpty');
});

test('a code of exactly 4 digits is accepted', () => {
  assert.is(codeError('0427'), null);
  assert.is(codeError(' 0427 '), null);
});

test('a code of other than 4 digits asks for the 4-digit code', () => {
  for (const bad of ['1', '123', '12345', '12a4', '１２３４']) assert.is(codeError(bad), 'login.codeInvalid', bad);
});

test.run();
