// The prerendered landing: content in index.html before any script runs, taken over by the
// app in place, yielding before the first paint to a signed-in borrower or another language.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { firstCalls, statusCall } from '../../src/session/first-calls';
import { certify } from './certify';
import { baseUrl, chunkOf, phone, signInCookies, signInViaApi, startBrowser } from './harness';

// Before any app script runs (module scripts run after the parser's "interactive"), note what the
// document shows; and sum the layout shifts from the start.
const WATCH = () => {
  const w = window as unknown as Record<string, unknown>;
  w.__shift = 0;
  new PerformanceObserver((l) => {
    for (const e of l.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!e.hadRecentInput) w.__shift = (w.__shift as number) + e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const main = document.querySelector('#app main');
    w.__before = {
      h1: document.querySelector('h1'),
      landingShown: !!main && getComputedStyle(main).display !== 'none',
      yielded: document.documentElement.classList.contains('yield'),
      ready: document.documentElement.dataset.app,
      entries: history.length,
    };
  });
};
type Before = { h1: Element | null; landingShown: boolean; yielded: boolean; ready?: string; entries: number };

test('without JavaScript the landing is there: offer, steps, lender and the sign-in button', async () => {
  const context = await (await startBrowser()).newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(baseUrl + '/');
  await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
  await page.getByText('₱60,000').waitFor();
  await page.getByRole('heading', { level: 2, name: 'Certification' }).waitFor();
  await page.getByRole('button', { name: 'Sign in to apply' }).waitFor();
  await page.getByText('Demo Lending Corporation', { exact: false }).waitFor();
  // Styled by the inline critical CSS: the button is a full-width touch target, not a bare browser button.
  const box = (await page.getByRole('button', { name: 'Sign in to apply' }).boundingBox())!;
  assert.ok(box.height >= 44 && box.width > 250, JSON.stringify(box));
  await context.close();
});

test('with JavaScript the app takes over the same DOM: no second copy, no layout shift, the button works', async () => {
  const { context, page, errors } = await phone();
  await page.addInitScript(WATCH);
  let documents = 0;
  page.on('request', (r) => r.resourceType() === 'document' && documents++);
  await page.goto(baseUrl + '/');
  await page.waitForSelector('html[data-app=ready]');
  const before = (await page.evaluate(() => (window as unknown as { __before: Before }).__before)) as Before;
  assert.ok(before.landingShown && !before.yielded && before.ready === undefined, 'the landing shows before the app runs');
  assert.ok(
    await page.evaluate(() => document.querySelector('h1') === (window as unknown as { __before: Before }).__before.h1),
    'the same heading element: hydrated, not replaced',
  );
  assert.is(await page.locator('main').count(), 1);
  assert.is(await page.getByRole('navigation', { name: 'Main navigation' }).count(), 1);
  assert.is(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), 0);
  // The spec's route table sends / to /noren: the address says so, in place (no new entry, no reload).
  assert.equal(await page.evaluate(() => [location.hash, history.length]), ['#/noren', before.entries]);
  assert.is(documents, 1, 'one document request');
  await page.getByRole('button', { name: 'Sign in to apply' }).click();
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  assert.equal(errors, []);
  await context.close();
});

test('a visitor reading the landing downloads nothing beyond the first screen until they touch it: no report, no service worker', async () => {
  const { context, page, errors } = await phone({ serviceWorkers: 'allow' });
  const scripts: string[] = [];
  const appStarts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    if (r.url().endsWith('/api/metric/info/save')) appStarts.push(r.url());
  });
  await page.goto(baseUrl + '/');
  await page.waitForSelector('html[data-app=ready]');
  await page.waitForLoadState('networkidle');
  const named = await page.evaluate(() =>
    [...document.querySelectorAll('script[src],link[rel=modulepreload]')].map(
      (e) => new URL((e as HTMLScriptElement).src || (e as HTMLLinkElement).href).pathname,
    ),
  );
  assert.equal([...new Set(scripts)].sort(), [...new Set(named)].sort(), 'the first screen only');
  assert.is(appStarts.length, 0, 'the app start report waits');
  const worker = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
  assert.is(await worker(), false, 'no service worker while the visitor only reads');
  // The first touch sends the report (the next page needs the API client anyway) and registers the worker.
  await page.touchscreen.tap(180, 600);
  await page.waitForRequest((r) => r.url().endsWith('/api/metric/info/save'));
  await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then((r) => r !== undefined));
  assert.equal(errors, []);
  await context.close();
});

test("the app's first screen comes in the HTML: with every script file held, the landing works", async () => {
  const { context, page, errors } = await phone();
  const held: string[] = [];
  await page.route(/\/assets\/.*\.js$/, (route) => void held.push(new URL(route.request().url()).pathname));
  await page.goto(baseUrl + '/');
  await page.waitForSelector('html[data-app=ready]');
  // What the browser asked for meanwhile is the hand-over file, whose few names the other chunks import.
  assert.is(held.length, 1, held.join(' '));
  assert.ok((await (await fetch(baseUrl + held[0])).text()).length < 2048, `${held[0]} holds code`);
  await page.getByRole('button', { name: 'Sign in to apply' }).click();
  await page.waitForFunction(() => location.hash === '#/login');
  assert.equal(errors, []);
  await context.close();
});

test('a signed-in borrower starts on their page: the landing is hidden before the first paint', async () => {
  const { context, page, errors } = await phone();
  await context.addCookies([{ name: 'token', value: await signInViaApi('09176000001'), url: baseUrl }]);
  await page.addInitScript(WATCH);
  await page.goto(baseUrl + '/');
  await page.waitForURL(/#\/identity-auth$/); // status 0: certification starts with identity
  const before = (await page.evaluate(() => (window as unknown as { __before: Before }).__before)) as Before;
  assert.ok(before.yielded && !before.landingShown, JSON.stringify(before));
  assert.is(await page.locator('main.noren').count(), 0);
  assert.equal(errors, []);
  await context.close();
});

test('the language switch works on the prerendered landing; a returning visitor in that language never sees English', async () => {
  const { context, page, errors } = await phone();
  await page.addInitScript(WATCH);
  await page.goto(baseUrl + '/');
  await page.waitForSelector('html[data-app=ready]');
  await page.getByLabel('Language').selectOption('fil');
  await page.getByRole('button', { name: /Mag-sign in/i }).waitFor();
  assert.is(await page.locator('main').count(), 1);
  assert.is(await page.evaluate(() => document.documentElement.lang), 'fil');
  await page.reload();
  await page.waitForSelector('html[data-app=ready]');
  const before = (await page.evaluate(() => (window as unknown as { __before: Before }).__before)) as Before;
  assert.ok(before.yielded && !before.landingShown, 'the English landing stays hidden for a Filipino visitor');
  await page.getByRole('button', { name: /Mag-sign in/i }).waitFor();
  assert.is(await page.locator('main').count(), 1);
  assert.equal(errors, []);
  await context.close();
});

test('a link followed on the landing before the scripts arrive opens its page once they do', async () => {
  const { context, page, errors } = await phone();
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(baseUrl + '/', { waitUntil: 'commit' }); // the load waits for the held scripts
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await page.waitForFunction(() => location.hash === '#/privacy-policy');
  release();
  await page.waitForSelector('html[data-app=ready]');
  await page.locator('h1', { hasNotText: 'Welcome' }).first().waitFor();
  assert.is(await page.locator('main.noren').count(), 0, 'the landing is gone, not hydrated under another page');
  assert.equal(errors, []);
  await context.close();
});

test("the sign-in page opened directly: its files load with the app's, the spinner gives way to it without shifting the layout", async () => {
  const { context, page, errors } = await phone();
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  const asked: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  await page.addInitScript(WATCH);
  await page.goto(baseUrl + '/#/login', { waitUntil: 'commit' });
  // The app came with the HTML; its loader shows for a few frames, as on a slow network, before the page's files arrive.
  await page.waitForSelector('html[data-app=ready]');
  await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  // Its own files were asked for along with the app's, not one hop after the app ran (src/app/start-script.ts).
  const file = chunkOf('src/features/auth/login-page.tsx');
  assert.ok(asked.includes(baseUrl + file), `${file} not in ${asked.join(' ')}`);
  release();
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  assert.ok(shift < 0.02, `layout shift ${shift}`);
  assert.equal(errors, []);
  await context.close();
});

/**
 * A certified borrower (in `lang`) opening Home cold, with every app script held until `release()`:
 * whatever is asked meanwhile, the start script in the HTML asked. `asked` lists every request.
 */
async function certifiedHomeHeld(phoneNo: string, lang?: string) {
  const token = await signInViaApi(phoneNo);
  await certify({ token, phoneNo });
  const { context, page, errors } = await phone();
  await signInCookies(context, token, phoneNo);
  await context.addCookies([{ name: 'deviceId', value: 'e2e-' + phoneNo, url: baseUrl }]);
  if (lang) await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  const asked: URL[] = [];
  page.on('request', (r) => asked.push(new URL(r.url())));
  await page.goto(baseUrl + '/#/home', { waitUntil: 'commit' });
  await page.waitForSelector('html.yield');
  await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  return { context, page, errors, asked, release };
}

test("a certified borrower opening Home: the status and Home's data in one request and Home's files, all from the HTML", async () => {
  const { context, page, errors, asked, release } = await certifiedHomeHeld('09176000002');
  const before = asked.map((u) => u.pathname);
  const home = chunkOf('src/features/borrow/home-page.tsx');
  assert.ok(before.includes(home), `${home} (Home) asked before the app ran`);
  const batches = asked.filter((u) => u.pathname === '/api/user/batch');
  assert.is(batches.length, 1);
  assert.equal(batches[0].searchParams.getAll('get'), [statusCall, ...firstCalls['/home']]);
  release();
  await page.getByRole('main').getByText('Credit limit').first().waitFor();
  // The app took those answers: none of the calls went out again on its own.
  const single = asked.filter((u) => u.pathname !== '/api/user/batch' && u.pathname.startsWith('/api/')).map((u) => u.pathname + u.search);
  for (const call of [statusCall, ...firstCalls['/home']]) assert.not.ok(single.includes('/api/user' + call), `${call} asked again`);
  // The status's code came with Home's chunks (session/status-code.ts): its own file was never needed.
  const status = chunkOf('src/session/status.ts');
  assert.not.ok(asked.map((u) => u.pathname).includes(status), `${status}, the status's own file, was asked`);
  // Each script of the start asks Chromium to compile all its functions as it streams in, off the main thread;
  // so does the first screen's code in the HTML, whose file only hands its exports over to the others.
  const html = await (await fetch(baseUrl + '/')).text();
  const firstScreen = /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
  assert.ok(firstScreen.startsWith('//# allFunctionsCalledOnLoad\n'), 'the first screen in the HTML carries the compile hint');
  const handOver = /<link rel="modulepreload" href="([^"]+)">/.exec(html)![1]!;
  const scripts = [...new Set(before.filter((p) => p.endsWith('.js') && p !== handOver))];
  assert.ok(scripts.length >= 3, scripts.join(' '));
  for (const path of scripts)
    assert.ok(
      (await (await fetch(baseUrl + path)).text()).startsWith('//# allFunctionsCalledOnLoad\n'),
      `${path} carries the compile hint`,
    );
  assert.equal(errors, []);
  await context.close();
});

test("a certified borrower opening Home: the app's first render is Home itself, its files having come with the first screen's, not the loader", async () => {
  const { context, page, errors, release } = await certifiedHomeHeld('09176000004');
  // main.tsx marks the app ready right after its first render, which is synchronous: what #app holds then.
  await page.evaluate(() => {
    new MutationObserver((_, o) => {
      if (!document.documentElement.dataset.app) return;
      o.disconnect();
      (window as unknown as { __first: string }).__first = document.querySelector('#app main')?.className ?? 'none';
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
  });
  release();
  await page.getByRole('main').getByText('Credit limit').first().waitFor();
  assert.is(await page.evaluate(() => (window as unknown as { __first: string }).__first), 'page borrow');
  assert.equal(errors, []);
  await context.close();
});

test("a certified borrower in Filipino opening Home cold: all the words the start needs in one file, asked for from the HTML with the page's files", async () => {
  const held = await certifiedHomeHeld('09176000003', 'fil');
  const { context, page, errors, release } = held;
  const asked = () => held.asked.map((u) => u.pathname);
  const before = asked();
  const home = chunkOf('src/features/borrow/home-page.tsx');
  assert.ok(before.includes(home), "Home's chunk asked before the app ran");
  release();
  await page.locator('main.borrow').getByText('Credit limit mo').first().waitFor();
  await page.waitForLoadState('networkidle');
  // Filipino words are files (`-fil.js`); a signed-in start's come in one, named after its first file: the
  // shell's, the landing's, Home's and what its chunks show. No dictionary of its own follows once the app ran.
  assert.equal(
    asked().filter((p) => p.endsWith('-fil.js')),
    [home.replace(/\.js$/, '-fil.js')],
  );
  assert.ok(before.includes(home.replace(/\.js$/, '-fil.js')), 'the words asked before the app ran');
  assert.equal(errors, []);
  await context.close();
});

test.run();
