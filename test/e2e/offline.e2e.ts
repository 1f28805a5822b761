// The installable app's service worker: the app opens offline with a plain message for what needs
// the network, and a new build served reaches the next visit (never a mix of two builds).
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chromium, type Page } from 'playwright-core';
import { baseUrl, CHROMIUM_FLAGS, phone, signInViaApi } from './harness';
import { buildInto, startSecondServer } from './second-server';

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test('with the network cut, a reload shows the app from the service worker and a plain offline message', async () => {
  const { context, page } = await phone({ serviceWorkers: 'allow' });
  await context.addCookies([{ name: 'token', value: await signInViaApi('09178110001'), url: baseUrl }]);
  await page.goto(baseUrl + '/');
  await page.waitForSelector('html[data-app=ready]');
  await controlled(page);
  // A second online visit runs under the worker: the page chunks it uses are stored as they load.
  await page.reload();
  await page.waitForSelector('html[data-app=ready]');
  await page.waitForLoadState('networkidle');
  const precached = await (await fetch(baseUrl + '/sw.js')).text();
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('html[data-app=ready]');
  await page.getByText('No connection. Check your internet and try again.').first().waitFor();
  assert.ok(await page.locator('#app').isVisible());
  const names = await cacheNames(page);
  assert.is(names.length, 1, `one build's cache: ${names}`);
  const stored = await page.evaluate(
    (name) =>
      caches
        .open(name)
        .then((c) => c.keys())
        .then((k) => k.map((r) => new URL(r.url).pathname)),
    names[0],
  );
  assert.equal(
    stored.filter((p) => p.startsWith('/api/')),
    [],
    'API answers are never stored',
  );
  const lazy = stored.filter((p) => p.startsWith('/assets/') && !precached.includes(p));
  assert.ok(lazy.length > 0, `a page chunk used online was stored for offline: ${stored}`);
  await context.close();
});

test('after a new build is served, the next visit runs the new version', async () => {
  const next = 'dist-e2e-next';
  buildInto(next, { LENDER_NAME: 'Next Build Lending Inc.' });
  const root = mkdtempSync(join(tmpdir(), 'loan-e2e-static-'));
  cpSync('dist', root, { recursive: true });
  const server = await startSecondServer('dist', { STATIC_DIR: root });
  const { context, page } = await phone({ serviceWorkers: 'allow' });
  try {
    await page.goto(server.url + '/');
    await page.waitForSelector('html[data-app=ready]');
    await page.keyboard.press('Tab'); // a visitor's worker is registered at their first touch or key
    await controlled(page);
    assert.is(await page.getByText('Next Build Lending Inc.').count(), 0);
    const [before] = await cacheNames(page);
    // Deploy: the old build's files are gone, the new build's are in place.
    for (const f of readdirSync(root)) if (f !== 'server') rmSync(join(root, f), { recursive: true, force: true });
    cpSync(next, root, { recursive: true });
    await page.goto(server.url + '/');
    await page.waitForSelector('html[data-app=ready]');
    await page.getByText('Next Build Lending Inc.').first().waitFor();
    // Never an old chunk with the new build: every file this visit ran is the new build's.
    const ran = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    const stale = ran.filter((p) => p.startsWith('/assets/') && !existsSync(join(next, p)));
    assert.equal(stale, [], 'files of the old build in the new visit');
    // The new build's cache comes in; the previous build's stays for a page still open on it.
    await page.waitForFunction((old) => caches.keys().then((k) => k.length === 2 && k[0] === old), before, { timeout: 15_000 });
  } finally {
    await context.close();
    await server.stop();
    rmSync(root, { recursive: true, force: true });
    rmSync(next, { recursive: true, force: true });
  }
});

test('Chromium finds the app installable: manifest, icons and a service worker (a profile on disk: incognito never installs)', async () => {
  const profile = mkdtempSync(join(tmpdir(), 'loan-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    viewport: { width: 360, height: 740 },
  });
  try {
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    await page.waitForSelector('html[data-app=ready]');
    await page.keyboard.press('Tab');
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    assert.equal(
      installabilityErrors.map((e) => e.errorId),
      [],
    );
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test.run();
