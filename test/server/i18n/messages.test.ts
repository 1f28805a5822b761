import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { en } from '../../../server/i18n/en';
import { es } from '../../../server/i18n/es';
import { fil } from '../../../server/i18n/fil';
import { id } from '../../../server/i18n/id';
import { pickLang, translate } from '../../../server/i18n/messages';
import { th } from '../../../server/i18n/th';
import { vi } from '../../../server/i18n/vi';

test('picks the best supported language of Accept-Language', () => {
  assert.is(pickLang(undefined), 'en');
  assert.is(pickLang('es-ES,es;q=0.9'), 'es');
  assert.is(pickLang('de-DE, vi;q=0.5, th;q=0.8'), 'th');
  assert.is(pickLang('tl-PH'), 'fil');
  assert.is(pickLang('fil'), 'fil');
  assert.is(pickLang('id;q=0, en'), 'en');
  assert.is(pickLang('zz, qq'), 'en');
});

test('fills parameters', () => {
  assert.is(translate('en', 'otpWait', { seconds: 42 }), 'Please wait 42 seconds before requesting another code');
});

test('every language has every message, really translated', () => {
  for (const [name, table] of Object.entries({ es, id, vi, th, fil })) {
    assert.equal(Object.keys(table).sort(), Object.keys(en).sort(), name);
    const same = Object.keys(en).filter((k) => (table as any)[k] === (en as any)[k]);
    assert.equal(same, ['tokenExpired'], `${name}: only the contract text stays English`);
  }
});

test('the expired-token msg is the exact contract text in every language', () => {
  for (const lang of ['en', 'es', 'id', 'vi', 'th', 'fil'] as const) assert.is(translate(lang, 'tokenExpired'), 'token is expired');
});

// sign-in
test('the wrong-code message is a whole sentence: it ends with a full stop (Thai writes none)', () => {
  for (const dict of [en, es, fil, id, vi]) assert.ok(dict.codeWrong.endsWith('.'), dict.codeWrong);
  assert.not.ok(th.codeWrong.endsWith('.'));
});

test.run();
