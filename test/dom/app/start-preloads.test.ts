// The start script's preloads (build/yield-check.js): the files of the page being opened start
// downloading from the HTML, for the sign-in page signed out and a signed-in borrower's first pages.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { writeCookie } from '../../../src/session/cookies';

// As build.mjs writes it: one list of files, per route the indexes of its own.
const TABLE = {
  files: ['/assets/login.js', '/assets/common.js', '/assets/dialog.js', '/assets/status.js', '/assets/home.js'],
  out: { '/login': [0, 1, 2] },
  in: { '/': [3, 1, 2], '/home': [4, 1, 2, 3] },
};

/** Runs the start script at `#<path>` and returns what it asked the browser to fetch, once it did. */
async function preloadsAt(path: string, signedIn: boolean): Promise<string[]> {
  for (const l of document.head.querySelectorAll('link')) l.remove();
  document.documentElement.className = '';
  writeCookie('token', signedIn ? 'tok-preload' : null);
  history.replaceState(null, '', '/#' + path);
  new Function(readFileSync('build/yield-check.js', 'utf8').replace('__ROUTE_FILES__', JSON.stringify(TABLE)))();
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 10)));
  return [...document.head.querySelectorAll('link')].map(
    (l) => `${l.rel}${l.getAttribute('as') ? ':' + l.getAttribute('as') : ''} ${l.getAttribute('href')}`,
  );
}

test("a signed-in borrower opening Home: Home's chunks, the shared ones and the status's code, at once", async () => {
  assert.equal(await preloadsAt('/home', true), [
    'modulepreload /assets/home.js',
    'modulepreload /assets/common.js',
    'modulepreload /assets/dialog.js',
    'modulepreload /assets/status.js',
  ]);
});

test('a signed-in start asks at once, before the first paint; the sign-in page just after it', async () => {
  for (const l of document.head.querySelectorAll('link')) l.remove();
  writeCookie('token', 'tok-preload');
  history.replaceState(null, '', '/#/home');
  new Function(readFileSync('build/yield-check.js', 'utf8').replace('__ROUTE_FILES__', JSON.stringify(TABLE)))();
  assert.is(document.head.querySelectorAll('link').length, 4);
  for (const l of document.head.querySelectorAll('link')) l.remove();
  writeCookie('token', null);
  history.replaceState(null, '', '/#/login');
  new Function(readFileSync('build/yield-check.js', 'utf8').replace('__ROUTE_FILES__', JSON.stringify(TABLE)))();
  assert.is(document.head.querySelectorAll('link').length, 0);
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 10)));
  assert.is(document.head.querySelectorAll('link').length, 3);
});

test('a signed-in borrower at the landing: the status decides the page, so only its code', async () => {
  assert.equal(await preloadsAt('/', true), [
    'modulepreload /assets/status.js',
    'modulepreload /assets/common.js',
    'modulepreload /assets/dialog.js',
  ]);
});

test('the sign-in page signed out gets its files; signed in (it will lead elsewhere) none, nor does a route without a row', async () => {
  assert.equal((await preloadsAt('/login', false)).length, 3);
  assert.equal(await preloadsAt('/login', true), []);
  assert.equal(await preloadsAt('/home', false), []);
  assert.equal(await preloadsAt('/coupon', true), []);
});

test.after(() => {
  writeCookie('token', null);
  for (const l of document.head.querySelectorAll('link')) l.remove();
  history.replaceState(null, '', '/');
});

test.run();
