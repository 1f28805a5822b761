import { test } from 'uvu';
import * as assert from 'uvu/assert';
import en from '../../../src/i18n/locales/en';
import es from '../../../src/i18n/locales/es';
import id from '../../../src/i18n/locales/id';
import vi from '../../../src/i18n/locales/vi';
import th from '../../../src/i18n/locales/th';
import fil from '../../../src/i18n/locales/fil';
import { LOCALES } from '../../../src/i18n/i18n';

const translations: Record<string, Record<string, string>> = { es, id, vi, th, fil };
const englishKeys = Object.keys(en).sort();
const placeholders = (s: string) => (s.match(/{{\s*\w+\s*}}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

test('the language picker lists English first and one dictionary file per other language', () => {
  assert.is(LOCALES[0].code, 'en');
  assert.equal(LOCALES.slice(1).map((l) => l.code).sort(), Object.keys(translations).sort());
});

for (const [code, table] of Object.entries(translations)) {
  test(`${code} has exactly the English keys`, () => {
    assert.equal(Object.keys(table).sort(), englishKeys);
  });

  test(`${code} leaves no message empty and keeps every {{parameter}} of the English text`, () => {
    for (const key of englishKeys) {
      const value = table[key];
      assert.ok(value && value.trim(), `${code}: ${key} is empty`);
      assert.equal(placeholders(value), placeholders(en[key as keyof typeof en]), `${code}: ${key} parameters`);
    }
  });
}

test('English has no empty message', () => {
  for (const [key, value] of Object.entries(en)) assert.ok(value.trim(), `${key} is empty`);
});

test('the spec’s English messages are word for word', () => {
  assert.is(en['login.phoneEmpty'], 'Phone number cannot be empty');
  assert.is(en['login.phoneFormat'], 'Please check the phone number format');
  assert.is(en['login.codeEmpty'], 'Verification code cannot be empty');
  assert.is(en['login.codeInvalid'], 'Please enter the 4-digit verification code');
  assert.is(en['toast.copySuccess'], 'Copy successful');
  assert.is(en['error.unsupportedDevice'], 'This device is not currently supported');
  assert.is(en['order.overdue'], 'Your order is overdue and your credit limit has been locked. Please repay in time.');
});

test.run();
