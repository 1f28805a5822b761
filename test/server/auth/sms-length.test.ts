import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { firstThatFits, fitsOneSms, smsLength } from '../../../server/auth/sms-length';

test('a GSM-7 text fits 160 characters and an extension character counts twice', () => {
  assert.equal(smsLength('a'.repeat(160)), { units: 160, limit: 160, gsm7: true });
  assert.ok(fitsOneSms('a'.repeat(160)));
  assert.not.ok(fitsOneSms('a'.repeat(159) + '€'));
});

test('one character outside GSM-7 sends the whole text as UCS-2, 70 characters', () => {
  assert.equal(smsLength('código'), { units: 6, limit: 70, gsm7: false });
  assert.ok(fitsOneSms('ó'.repeat(70)));
  assert.not.ok(fitsOneSms('ó'.repeat(71)));
});

test('the first text that fits wins; when none fits the last is sent in parts', () => {
  assert.is(firstThatFits(['ó'.repeat(80), 'short']), 'short');
  assert.is(firstThatFits(['ó'.repeat(80), 'ó'.repeat(75)]), 'ó'.repeat(75));
});

test.run();
