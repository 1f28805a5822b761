import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LazyPage } from '../../../src/app/lazy-page';
import LoginPage from '../../../src/features/auth/login-page';
import { defineMessages, locale, MESSAGES_WAIT_MS, setLocale, t, type Translations } from '../../../src/i18n/i18n';
import type { MessageKey } from '../../../src/i18n/message-key';

test.after.each(async () => {
  cleanup();
  await setLocale('en');
  localStorage.clear();
});

type Table = { default: Record<string, string> };
/** The same loader for every language but English. */
const everyLanguage = (load: (code: string) => Promise<Table>): Translations => load;

/** A made-up feature whose table in `held` arrives only when the test releases it (other languages at once). */
function heldFeature(name: string, english: Record<string, string>, held: string) {
  const asked: string[] = [];
  let release = () => {};
  const load = (code: string) =>
    new Promise<Table>((resolve) => {
      asked.push(code);
      const answer = () => resolve({ default: Object.fromEntries(Object.keys(english).map((k) => [k, `${code}:${english[k]}`])) });
      if (code === held) release = answer;
      else answer();
    });
  // A made-up feature: its name and keys are not in FeatureMessages, which is the point.
  const ready = defineMessages(name as never, english as never, everyLanguage(load) as never);
  return { ready, asked, release: () => release() };
}

test('switching language on a loaded page shows that page’s strings, and its parts’, in the new language', async () => {
  render(<LoginPage params={{}} titleKey="route.login" />);
  screen.getByLabelText(/Mobile number/);
  screen.getByText('Lender');
  await act(() => setLocale('id'));
  screen.getByLabelText(/Nomor HP/); // login's own dictionary
  screen.getByText('Pemberi pinjaman'); // the lender identity, from noren's dictionary
  screen.getByRole('heading', { name: 'Masuk' }); // the route title, from the shell's
});

test('a page opened while a non-English language is active renders in it from its first paint', async () => {
  await setLocale('th');
  const seen: string[] = [];
  const watch = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
  watch.observe(document.body, { subtree: true, childList: true, characterData: true });
  // A page chunk as the build makes one: it registers its own dictionary (met for the first time here) before it renders.
  const freshPage = async () => {
    const table = (code: string) => ({ default: { 'fresh.hello': code === 'th' ? 'หน้านี้พร้อมแล้ว' : `${code}: ready` } });
    await defineMessages(
      'fresh' as never,
      { 'fresh.hello': 'This page is ready' } as never,
      everyLanguage(async (code) => table(code)) as never,
    );
    return { default: () => <p>{t('fresh.hello' as MessageKey)}</p> };
  };
  render(<LazyPage load={freshPage} params={{}} titleKey="route.coupon" />);
  await screen.findByText('หน้านี้พร้อมแล้ว');
  watch.disconnect();
  assert.ok(seen.length > 0);
  for (const text of seen) assert.not.match(text, /This page is ready|fresh\.hello/, 'English or a bare key showed before Thai');
});

test('a language switch waits for every loaded feature, even one met while the switch was loading', async () => {
  const switching = setLocale('vi');
  const fake = heldFeature('fake-late', { 'fakeLate.hello': 'Hello' }, 'vi');
  await fake.ready; // English was active when it registered: nothing to wait for
  await waitFor(() => assert.equal(fake.asked, ['vi']));
  assert.is(locale.value, 'en', 'Vietnamese is not switched on before the feature has its table');
  fake.release();
  await switching;
  assert.is(locale.value, 'vi');
  assert.is(t('fakeLate.hello' as MessageKey), 'vi:Hello');
});

test('a stalled table holds the page at most MESSAGES_WAIT_MS, then English shows and gives way when it arrives', async () => {
  await setLocale('es');
  const realSetTimeout = globalThis.setTimeout;
  // Only the messages wait is shortened, so the test does not sit through it.
  globalThis.setTimeout = ((fn: () => void, ms?: number) => realSetTimeout(fn, ms === MESSAGES_WAIT_MS ? 5 : ms)) as typeof setTimeout;
  try {
    const fake = heldFeature('fake-stalled', { 'fakeStalled.hello': 'Hello' }, 'es');
    const Hello = () => <p>{t('fakeStalled.hello' as MessageKey)}</p>;
    await fake.ready;
    render(<Hello />);
    screen.getByText('Hello');
    await act(() => fake.release());
    await waitFor(() => screen.getByText('es:Hello'));
  } finally {
    globalThis.setTimeout = realSetTimeout;
  }
});

test('a feature’s table that fails to load leaves the page in English and is asked for again at the next switch', async () => {
  await setLocale('fil');
  let calls = 0;
  const load = async (): Promise<Table> => {
    calls++;
    if (calls === 1) throw new TypeError('offline');
    return { default: { 'fakeFailing.hello': 'Kumusta' } };
  };
  await defineMessages('fake-failing' as never, { 'fakeFailing.hello': 'Hello' } as never, everyLanguage(load) as never);
  assert.is(t('fakeFailing.hello' as MessageKey), 'Hello');
  await setLocale('en');
  await setLocale('fil');
  assert.is(calls, 2);
  assert.is(t('fakeFailing.hello' as MessageKey), 'Kumusta');
});

test.run();
