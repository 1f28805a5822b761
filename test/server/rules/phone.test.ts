import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkPhone, internationalPhone, normalizePhone } from '../../../server/rules/phone';
import { refusal } from '../refusal';

const L = 10; // PHONE_LENGTH: digits after +63

test('every form of PRODUCT.md section 2 becomes 09171234567', () => {
  for (const typed of ['09171234567', '9171234567', '+639171234567', '639171234567'])
    assert.is(normalizePhone(typed, L), '09171234567', typed);
});

test('spaces and dashes, typed or pasted, are ignored', () => {
  for (const typed of ['0917 123 4567', '+63 917 123 4567', '63-917-123-4567', '917-123-4567', ' 0917-123 4567 ', '+63\t917 1234567']) {
    assert.is(normalizePhone(typed, L), '09171234567', typed);
  }
});

test('a number sent as a JSON number counts like its digits', () => {
  assert.is(normalizePhone(9171234567, L), '09171234567');
});

test('landlines, the zero number, wrong lengths, letters and mixed prefixes are refused', () => {
  for (const bad of [
    '0212345678',
    '0000000000',
    '00000000000',
    '0917123456',
    '091712345678',
    '917123456',
    '91712345678',
    '+6309171234567',
    '+09171234567',
    '6309171234567',
    '+6391712345678',
    '0917123456a',
    '0917.123.4567',
    '(0917) 123 4567',
    '',
    '+63',
    '1917123456',
  ])
    assert.is(normalizePhone(bad, L), null, bad);
  for (const bad of [null, undefined, {}, [], true]) assert.is(normalizePhone(bad, L), null);
});

test('checkPhone answers the stored form, or the spec messages: empty or format', () => {
  assert.is(checkPhone('+63 917 123 4567', L), '09171234567');
  assert.is(refusal(() => checkPhone('', L)).key, 'phoneEmpty');
  assert.is(refusal(() => checkPhone('   ', L)).key, 'phoneEmpty');
  assert.is(refusal(() => checkPhone(undefined, L)).key, 'phoneEmpty');
  const landline = refusal(() => checkPhone('0212345678', L));
  assert.equal([landline.code, landline.key], [400, 'phoneFormat']);
  assert.is(refusal(() => checkPhone('0000000000', L)).key, 'phoneFormat');
});

test('PHONE_LENGTH sets the digits after +63', () => {
  assert.is(normalizePhone('091712345678', 11), '091712345678');
  assert.is(normalizePhone('09171234567', 11), null);
});

test('the gateway form drops the trunk 0 for +63', () => {
  assert.is(internationalPhone('09171234567'), '+639171234567');
});

test.run();
