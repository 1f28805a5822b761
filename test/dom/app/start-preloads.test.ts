// The start script's fetches ahead (app/start-script.ts): the files of the page being opened, and in
// a language other than English their dictionaries, start downloading from the HTML, for the sign-in
// page signed out and a signed-in borrower's first pages, instead of one hop after another once the app
// runs; a signed-in start's dictionaries in one file.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type StartTable, start } from '../../../src/app/start-script';
import { LANGUAGE_KEY } from '../../../src/i18n/stored-language';
import { writeCookie } from '../../../src/session/cookies';

// A signed-in start here also sends its early calls (test/dom/app/early-calls.test.tsx): they wait forever.
const realFetch = globalThis.fetch;
test.before(() => {
  globalThis.fetch = () => new Promise<Response>(() => {});
});

// As build.mjs writes it: each file by name, then the dictionaries it fetches as it runs; per route the indexes of its own.
const TABLE: StartTable = {
  headers: {},
  base: '/assets/',
  words: 'shell-',
  files: ['login', 'common contacts-', 'dialog', 'status', 'home borrow- disclosure-'],
  out: { '/login': [0, 1, 2] },
  in: { '/noren': [3, 1, 2], '/home': [4, 1, 2, 3] },
};

// The modules the start script imported (the start's words, a dictionary they lack), each holding the words of its URL.
let imported: string[] = [];
const WORDS: Record<string, Record<string, unknown>> = {
  '/assets/home-fil.js': { default: { shell: { default: { hi: 'Kumusta' } }, borrow: { default: { loan: 'Utang' } } } },
};
const loader = async (url: string) => {
  imported.push(url);
  return WORDS[url] ?? { default: { from: url } };
};

/** Runs the start script at `#<path>` in `lang` and returns what it asked the browser to fetch, once it did. */
async function preloadsAt(path: string, signedIn: boolean, lang = 'en'): Promise<string[]> {
  for (const l of document.head.querySelectorAll('link')) l.remove();
  document.documentElement.className = '';
  writeCookie('token', signedIn ? 'tok-preload' : null);
  localStorage.setItem(LANGUAGE_KEY, lang);
  history.replaceState(null, '', '/#' + path);
  imported = [];
  self.__w = undefined;
  start(TABLE, loader);
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 10)));
  return [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`);
}

test("a signed-in borrower opening Home: Home's chunks, the shared ones and the status's code, at once", async () => {
  assert.equal(await preloadsAt('/home', true), [
    'modulepreload /assets/home.js',
    'modulepreload /assets/common.js',
    'modulepreload /assets/dialog.js',
    'modulepreload /assets/status.js',
  ]);
});

test('in Filipino, the same start asks for its files and for all its words in one file, named after its first', async () => {
  assert.equal(await preloadsAt('/home', true, 'fil'), [
    'modulepreload /assets/home.js',
    'modulepreload /assets/common.js',
    'modulepreload /assets/dialog.js',
    'modulepreload /assets/status.js',
  ]);
  assert.equal(imported, ['/assets/home-fil.js']);
});

test('a dictionary module asks the start’s words first: one they hold comes from them, another from its own file', async () => {
  await preloadsAt('/home', true, 'fil');
  assert.equal(await self.__w?.('borrow', 'fil'), { default: { loan: 'Utang' } });
  assert.equal(await self.__w?.('repay', 'fil'), { default: { from: '/assets/repay-fil.js' } });
  // Another language (the borrower switched) is none of theirs: the module imports its own file.
  assert.is(self.__w?.('borrow', 'th'), undefined);
  assert.equal(imported, ['/assets/home-fil.js', '/assets/repay-fil.js']);
});

test('when the words file fails, each dictionary comes from its own file: a dropped connection does not leave the borrower in English', async () => {
  for (const l of document.head.querySelectorAll('link')) l.remove();
  writeCookie('token', 'tok-preload');
  localStorage.setItem(LANGUAGE_KEY, 'fil');
  history.replaceState(null, '', '/#/home');
  const asked: string[] = [];
  start(TABLE, async (url) => {
    asked.push(url);
    if (url.endsWith('/home-fil.js')) throw new TypeError('Failed to fetch');
    return { default: { from: url } };
  });
  assert.equal(await self.__w?.('borrow', 'fil'), { default: { from: '/assets/borrow-fil.js' } });
  assert.equal(asked, ['/assets/home-fil.js', '/assets/borrow-fil.js']);
});

test('in English, or signed out, the start asks for no words file', async () => {
  await preloadsAt('/home', true);
  await preloadsAt('/login', false, 'fil');
  assert.equal(imported, []);
  assert.is(self.__w, undefined);
});

test('a visitor in Thai at the landing or on a page of its own gets the first screen’s dictionaries; in English nothing', async () => {
  assert.equal(await preloadsAt('/noren', false, 'th'), ['modulepreload /assets/shell-th.js']);
  assert.equal(await preloadsAt('/privacy-policy', false, 'th'), ['modulepreload /assets/shell-th.js']);
  assert.equal(await preloadsAt('/noren', false), []);
});

test('a signed-in start asks at once, before the first paint; the sign-in page just after it', async () => {
  for (const l of document.head.querySelectorAll('link')) l.remove();
  localStorage.setItem(LANGUAGE_KEY, 'en');
  writeCookie('token', 'tok-preload');
  history.replaceState(null, '', '/#/home');
  start(TABLE, loader);
  assert.is(document.head.querySelectorAll('link').length, 4);
  for (const l of document.head.querySelectorAll('link')) l.remove();
  writeCookie('token', null);
  history.replaceState(null, '', '/#/login');
  start(TABLE, loader);
  assert.is(document.head.querySelectorAll('link').length, 0);
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 10)));
  assert.is(document.head.querySelectorAll('link').length, 3);
});

test('a signed-in borrower at the landing: the status decides the page, so only its code', async () => {
  for (const path of ['/', '/noren', '']) {
    assert.equal(await preloadsAt(path, true), [
      'modulepreload /assets/status.js',
      'modulepreload /assets/common.js',
      'modulepreload /assets/dialog.js',
    ]);
  }
});

test('the sign-in page signed out gets its files; signed in (it will lead elsewhere) none, nor does a route without a row', async () => {
  assert.equal((await preloadsAt('/login', false)).length, 3);
  assert.equal(await preloadsAt('/login', true), []);
  assert.equal(await preloadsAt('/home', false), []);
  assert.equal(await preloadsAt('/coupon', true), []);
});

test('the page yields to the app for any start but a signed-out English visit to the landing', async () => {
  const yields = async (path: string, signedIn: boolean, lang = 'en') => {
    await preloadsAt(path, signedIn, lang);
    return document.documentElement.classList.contains('yield');
  };
  assert.is(await yields('/noren', false), false);
  assert.is(await yields('/', false), false);
  assert.is(await yields('/noren', true), true);
  assert.is(await yields('/noren', false, 'fil'), true);
  assert.is(await yields('/privacy-policy', false), true);
  assert.is(await yields('/noren?openToken=abc', false), true);
});

test.after(() => {
  globalThis.fetch = realFetch;
  writeCookie('token', null);
  localStorage.setItem(LANGUAGE_KEY, 'en');
  document.documentElement.className = '';
  for (const l of document.head.querySelectorAll('link')) l.remove();
  history.replaceState(null, '', '/');
});

test.run();
