import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { codeError, normalizePhone, phoneError } from '../../../../src/features/login/validators';

test('an empty phone says "Phone number cannot be empty" (spaces count as empty)', () => {
  assert.is(phoneError(''), 'login.phoneEmpty');
  assert.is(phoneError('   '), 'login.phoneEmpty');
});

test('a phone of 10 digits starting with 0 is accepted', () => {
  assert.is(phoneError('0917123456'), null);
  assert.is(phoneError('0000000000'), null);
});

test('spaces and dashes typed for readability are ignored', () => {
  assert.is(phoneError('0917 123 456'), null);
  assert.is(phoneError('0917-123-456'), null);
  assert.is(normalizePhone(' 0917 123-456 '), '0917123456');
});

test('a number pasted in international form (+63 or 63) becomes the local one with its 0', () => {
  assert.is(normalizePhone('+63 917 123 456'), '0917123456');
  assert.is(normalizePhone('63917123456'), '0917123456');
  assert.is(phoneError('+63917123456'), null);
});

test('a phone of the wrong length, without the leading 0 or with letters asks to check the format', () => {
  for (const bad of ['091712345', '09171234567', '9171234567', '+6309171234', '09171234a6', '1917123456']) {
    assert.is(phoneError(bad), 'login.phoneFormat', bad);
  }
});

test('the phone length follows the build setting', () => {
  assert.is(phoneError('09171234567', 11), null);
  assert.is(phoneError('0917123456', 11), 'login.phoneFormat');
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
