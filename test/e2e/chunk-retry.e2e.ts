// A page chunk that fails to load (a dropped connection on a metered network): the load-failure
// screen, and one tap on its Retry brings the page; also in a browser that remembers the failed
// import and answers the next import() of it at once without asking the network (Safari, and
// Chromium before it stopped caching failed module fetches): the retry then reloads the page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { baseUrl, chunkOf, phone } from './harness';

test('a page chunk that failed once loads with one tap on Retry', async () => {
  const { context, page } = await phone();
  const chunk = baseUrl + chunkOf('src/features/privacy-policy/privacy-policy-page.tsx');
  let failing = true;
  const asked: string[] = [];
  await page.route(chunk, (route) => (asked.push(route.request().url()), failing ? route.abort('connectionreset') : route.continue()));
  await page.goto(baseUrl + '/');
  await page.waitForSelector('html[data-app=ready]');
  await page.evaluate(() => (location.hash = '#/privacy-policy'));
  await page.getByRole('heading', { name: 'This page didn’t load' }).waitFor();
  assert.is(asked.length, 1);
  failing = false; // the connection is back
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor({ timeout: 15_000 });
  assert.is(new URL(page.url()).hash, '#/privacy-policy');
  await context.close();
});

test('where the browser remembers the failure (the retry fails at once), Retry reloads the page and it loads', async () => {
  const { context, page } = await phone();
  const chunk = baseUrl + chunkOf('src/features/privacy-policy/privacy-policy-page.tsx');
  // Counted as each document is asked for: the app may import the page's chunk before its document's
  // DOMContentLoaded (a page's loads start before its first paint).
  let documents = 0;
  page.on('request', (r) => r.isNavigationRequest() && r.frame() === page.mainFrame() && documents++);
  // Every import of the chunk fails at once until the document is loaded anew: what a remembered failure looks like to the page.
  await page.route(chunk, (route) => (documents < 2 ? route.abort('connectionreset') : route.continue()));
  await page.goto(baseUrl + '/#/privacy-policy');
  await page.getByRole('heading', { name: 'This page didn’t load' }).waitFor();
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor({ timeout: 15_000 });
  assert.is(documents, 2, 'one reload');
  assert.is(new URL(page.url()).hash, '#/privacy-policy');
  await context.close();
});

test.run();
