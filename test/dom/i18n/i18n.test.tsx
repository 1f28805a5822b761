import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { render, screen, cleanup, act } from '@testing-library/preact';
import { i18n, t, locale, setLocale, initLocale, type Locale } from '../../../src/i18n/i18n';
// The sign-in and landing pages' dictionaries, as their page chunks would register them.
import '../../../src/features/auth/login-messages';
import '../../../src/features/noren/noren-messages';

test.after.each(async () => {
  cleanup();
  await setLocale('en');
  localStorage.clear();
});

test('t gives the English message by default', () => {
  assert.is(locale.value, 'en');
  assert.is(t('login.phoneEmpty'), 'Phone number cannot be empty');
});

test('t fills {{parameters}}', () => {
  assert.is(t('login.codeSent', { phone: '0917123456' }), 'Code sent to 0917123456');
  assert.is(t('noren.period', { min: 7, max: 30 }), '7–30 days');
});

test('switching language changes t, remembers the choice and sets <html lang>', async () => {
  await setLocale('es');
  assert.is(locale.value, 'es');
  assert.is(t('tab.home'), 'Inicio');
  assert.is(t('login.resendIn', { n: 42 }), 'Reenviar en 42 s');
  assert.is(localStorage.getItem('lang'), 'es');
  assert.is(document.documentElement.lang, 'es');
});

test('Filipino is announced to assistive technology as fil', async () => {
  await setLocale('fil');
  assert.is(document.documentElement.lang, 'fil');
  assert.is(t('login.sendCode'), 'Ipadala ang code');
});

test('a message the active language lacks falls back to English', async () => {
  i18n.set('en', { 'test.englishOnly': 'Only in English' });
  await setLocale('th');
  // @ts-expect-error a key that no English dictionary has fails the type check
  assert.is(t('test.englishOnly'), 'Only in English');
});

test('an unknown key shows the key itself, so the gap is visible', () => {
  // @ts-expect-error a typo in a key fails the type check; at run time the key itself shows
  assert.is(t('no.such.key'), 'no.such.key');
});

test('a component that calls t re-renders in the new language', async () => {
  const Title = () => <h1>{t('route.user')}</h1>;
  render(<Title />);
  assert.is(screen.getByRole('heading').textContent, 'My profile');
  await act(() => setLocale('vi'));
  assert.is(screen.getByRole('heading').textContent, 'Hồ sơ của tôi');
});

test('when the borrower picks twice quickly, the last choice wins even if the first loads later', async () => {
  await setLocale('es'); // cached: applies at once
  await setLocale('en');
  const slow = setLocale('id'); // not loaded yet in this file
  const fast = setLocale('es');
  await Promise.all([slow, fast]);
  assert.is(locale.value, 'es');
  assert.is(localStorage.getItem('lang'), 'es');
});

test('an unsupported language is refused and the current one stays', async () => {
  await setLocale('es');
  const refused = await setLocale('xx' as Locale).then(
    () => false,
    () => true,
  );
  assert.ok(refused, 'should reject');
  assert.is(locale.value, 'es');
  assert.is(localStorage.getItem('lang'), 'es');
});

test('initLocale restores the stored language', async () => {
  await setLocale('en');
  localStorage.setItem('lang', 'th');
  await initLocale();
  assert.is(locale.value, 'th');
  assert.is(t('common.ok'), 'ตกลง');
});

test('initLocale starts in English when nothing, or nonsense, is stored', async () => {
  await setLocale('es');
  localStorage.clear();
  await initLocale();
  assert.is(locale.value, 'en');
  assert.is(document.documentElement.lang, 'en');
  localStorage.setItem('lang', 'klingon');
  await initLocale();
  assert.is(locale.value, 'en');
});

test.run();
