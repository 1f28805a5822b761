// `npm run bench`: how fast the app appears on a slow phone network. Builds, starts the server on a
// fresh data folder and waits until it answers, then in Debian's Chromium with the Slow 3G profile
// (2 s round trip, 50 KB/s down) and a 6x slower CPU, a new profile each run, median of RUNS:
// - the landing, first visit (cache disabled), and a one-line static HTML page from the same server;
// - a certified borrower with an open loan opening #/home, #/loan, #/order and #/user: cold (a new
//   profile, cache disabled) and repeat (the service worker installed and the page's files stored by
//   two earlier visits on the plain network, then the measured one);
// each with the request waves before its content (bench/waves.mjs). Prints tables with ratios against
// the one-line page of the same run and writes bench/first-paint.json. A benchmark, not a test.
// BENCH_TLS=1 serves over TLS (a throwaway certificate; HTTP/2), as a server terminating TLS itself would.
// PAGES=home,user measures only those pages. Run through tsx (package.json): it signs in and certifies
// the borrower with the journeys' helpers.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { certify } from '../test/e2e/certify.ts';
import * as harness from '../test/e2e/harness.ts';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { selfSignedCert } from './self-signed-cert.mjs';
import { waves } from './waves.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const TLS = process.env.BENCH_TLS === '1';
const NETWORK = { offline: false, latency: 2000, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };
const CPU_SLOWDOWN = 6;
// A request shorter than this never crossed the 2 s round trip: a cache, not a wave.
const CROSSED_MS = 1000;
const ONE_LINE = '<!doctype html><html lang="en"><title>One line</title><p>One line of text, nothing else.</p></html>\n';
const BORROWER = '09178110077';

/** The signed-in pages and what shows that each one's content (its data) is on screen. */
const PAGES = {
  home: () => document.querySelector('main.borrow')?.textContent.includes('Credit limit'),
  loan: () => !!document.querySelector('main.borrow a[href="#/order"]'),
  order: () => !!document.querySelector('#order-panel li'),
  user: () => !!document.querySelector('#user-credit') && !!document.querySelector('#user-bank'),
};
const pages = (process.env.PAGES?.split(',') ?? Object.keys(PAGES)).filter((p) => p in PAGES);
// Cold starts are measured in each of these languages (COLD_LANGS=en for English only); Home's test reads
// its English words, so in another language its bill (the same answer's) shows the content.
const COLD_LANGS = process.env.COLD_LANGS?.split(',') ?? ['en', 'fil'];
const shownIn = (name, lang) => (name === 'home' && lang !== 'en' ? () => !!document.querySelector('#home-bill') : PAGES[name]);

execFileSync(process.execPath, ['build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
const work = mkdtempSync(join(tmpdir(), 'bench-first-paint-'));
const staticDir = join(work, 'static');
cpSync('dist', staticDir, { recursive: true });
writeFileSync(join(staticDir, 'one-line.html'), ONE_LINE);
const tlsEnv = {};
if (TLS) {
  const { key, cert } = selfSignedCert(work);
  Object.assign(tlsEnv, { TLS_CERT: cert, TLS_KEY: key });
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'; // this process's own calls to the throwaway certificate
}

// The server answers before anything is measured (startServer waits for it); the development policy
// approves and disburses the borrower's loan within a second.
await harness.startServer({ STATIC_DIR: staticDir, LOG_LEVEL: 'warn', AUTO_DECIDE_MS: '300', ...tlsEnv });
const origin = harness.baseUrl;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_FLAGS, ...(TLS ? ['--ignore-certificate-errors'] : [])],
});
const phoneContext = () =>
  browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    ignoreHTTPSErrors: TLS,
  });

// In the page before anything else: paint entries, the first paint of the landing's own content,
// the moment the app took over (html[data-app]), the long tasks, and (given a signed-in page's
// test) the frame after its content is in the page.
const OBSERVE = (shown) => {
  const m = { lcp: [], longTasks: [], ready: null, content: null };
  window.__bench = m;
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) m.lcp.push({ t: e.startTime, inLanding: !!e.element?.closest?.('main.noren') });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) m.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (m.ready === null && document.documentElement.dataset.app) m.ready = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
  if (!shown) return;
  let asked = false;
  new MutationObserver(() => {
    if (asked || !shown()) return;
    asked = true;
    requestAnimationFrame(() => (m.content = performance.now()));
  }).observe(document, { childList: true, subtree: true, characterData: true });
};

/** Every request of the page as { path, start, end } (the document first), from its own timeline. */
const TIMELINE = () => {
  const nav = performance.getEntriesByType('navigation')[0];
  return [
    { path: '/', start: 0, end: nav.responseEnd },
    ...performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })),
  ];
};

async function throttled(page, { cache }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (!cache) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

async function once(path, kind) {
  const context = await phoneContext();
  const page = await context.newPage();
  await throttled(page, { cache: false });
  await page.addInitScript(OBSERVE);
  await page.goto(origin + path, { waitUntil: 'load', timeout: 120_000 });
  if (kind === 'landing')
    await page.waitForFunction(() => window.__bench.ready !== null && window.__bench.lcp.some((e) => e.inLanding), null, {
      timeout: 120_000,
      polling: 200,
    });
  else
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
      timeout: 120_000,
      polling: 200,
    });
  const r = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0].startTime;
    const nav = performance.getEntriesByType('navigation')[0];
    const before = performance.getEntriesByType('resource').filter((e) => e.startTime < fcp);
    const b = window.__bench;
    return {
      fcp,
      content: b.lcp.find((e) => e.inLanding)?.t ?? fcp,
      usable: b.ready,
      requests: 1 + before.length,
      bytes: nav.transferSize + before.filter((e) => e.responseEnd <= fcp).reduce((n, e) => n + e.transferSize, 0),
      protocol: nav.nextHopProtocol,
      longestTask: Math.max(0, ...b.longTasks.filter((t) => b.ready === null || t.start < b.ready).map((t) => t.duration)),
    };
  });
  const timeline = await page.evaluate(TIMELINE);
  if (kind === 'landing') Object.assign(r, await untilQuiet(page));
  await context.close();
  return { ...r, waves: waves(timeline, r.content, CROSSED_MS) };
}

/**
 * What the landing has downloaded once the network is quiet: its scripts' bytes (the service worker's
 * own included) and the HTML's, which carries every stylesheet inline, as they crossed the wire.
 */
async function untilQuiet(page) {
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  return page.evaluate(async () => {
    const body = (e) => e.encodedBodySize;
    const js = performance
      .getEntriesByType('resource')
      .filter((e) => /\.js$/.test(new URL(e.name).pathname))
      .reduce((n, e) => n + body(e), 0);
    // The worker's own script is fetched by the browser, outside the page's timeline: its size as served.
    const reg = await navigator.serviceWorker?.getRegistration();
    const sw = reg ? Number((await fetch('/sw.js', { headers: { 'Accept-Encoding': 'br' } })).headers.get('content-length') ?? 0) : 0;
    return { quietJs: js + sw, quietHtml: body(performance.getEntriesByType('navigation')[0]) };
  });
}

/**
 * DevTools slows a page's own requests only; the service worker's (the page it fetches network-first)
 * get the same profile through a session of their own. Returns what the worker asked the network for.
 */
async function throttleWorker(page) {
  const { targetInfo } = await (await page.context().newCDPSession(page)).send('Target.getTargetInfo');
  const b = await browser.newBrowserCDPSession();
  const { targetInfos } = await b.send('Target.getTargets');
  const sw = targetInfos.find((t) => t.type === 'service_worker' && t.browserContextId === targetInfo.browserContextId);
  if (!sw) throw new Error('no service worker is running for the repeat visit');
  const { sessionId } = await b.send('Target.attachToTarget', { targetId: sw.targetId, flatten: false });
  const fetched = [];
  const waiting = new Map();
  b.on('Target.receivedMessageFromTarget', (e) => {
    if (e.sessionId !== sessionId) return;
    const m = JSON.parse(e.message);
    if (m.method === 'Network.requestWillBeSent') fetched.push(new URL(m.params.request.url).pathname);
    waiting.get(m.id)?.(m);
  });
  let id = 0;
  const send = (method, params = {}) =>
    new Promise((done) => {
      waiting.set(++id, done);
      void b.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    });
  await send('Network.enable');
  await send('Network.emulateNetworkConditions', NETWORK);
  const cpu = await send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { fetched, workerCpuSlowed: !cpu.error };
}

/** A signed-in borrower opening `#/<name>` in `lang` in a new profile, cache disabled: content time and waves. */
async function cold(name, cookies, lang = 'en') {
  const context = await phoneContext();
  await context.addCookies(cookies);
  if (lang !== 'en') await context.addInitScript(`try { localStorage.setItem('lang', ${JSON.stringify(lang)}) } catch (_) {}`);
  const page = await context.newPage();
  await throttled(page, { cache: false });
  await page.addInitScript(`(${OBSERVE})(${shownIn(name, lang)})`);
  await page.goto(`${origin}/#/${name}`, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => window.__bench.content !== null, null, { timeout: 120_000, polling: 200 });
  const r = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    content: window.__bench.content,
  }));
  const timeline = await page.evaluate(TIMELINE);
  await context.close();
  const before = timeline.filter((e) => e.end <= r.content);
  return {
    ...r,
    waves: waves(timeline, r.content, CROSSED_MS),
    requests: before.length,
    network: before.filter((e) => e.end - e.start >= CROSSED_MS),
    api: before.filter((e) => e.path.startsWith('/api/')).map((e) => e.path),
  };
}

/** The same borrower's third visit to `#/<name>` in one profile: the first installs the worker, the second stores the page's files. */
async function repeat(name, cookies) {
  const context = await phoneContext();
  await context.addCookies(cookies);
  const warm = await context.newPage();
  await warm.goto(`${origin}/#/${name}`);
  await warm.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await warm.reload();
  await warm.waitForFunction(PAGES[name], null, { timeout: 60_000 });
  await warm.waitForLoadState('networkidle');
  await warm.close();

  const page = await context.newPage();
  const cdp = await throttled(page, { cache: true });
  const fromNetwork = [];
  cdp.on('Network.responseReceived', (e) => !e.response.fromServiceWorker && fromNetwork.push(new URL(e.response.url).pathname));
  const worker = await throttleWorker(page);
  await page.addInitScript(`(${OBSERVE})(${PAGES[name]})`);
  await page.goto(`${origin}/#/${name}`, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => window.__bench.content !== null, null, { timeout: 120_000, polling: 200 });
  const r = await page.evaluate(() => ({
    shell: performance.getEntriesByType('navigation')[0].responseStart,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    content: window.__bench.content,
    fromWorker: performance.getEntriesByType('resource').filter((e) => e.workerStart > 0 && !new URL(e.name).pathname.startsWith('/api/'))
      .length,
  }));
  const timeline = await page.evaluate(TIMELINE);
  await context.close();
  // The worker's own network fetches: the page it raced against the deadline, and any file it lacked.
  const workerFiles = worker.fetched.filter((p) => p !== '/');
  return {
    ...r,
    waves: waves(timeline, r.content, CROSSED_MS),
    network: timeline.filter((e) => e.end <= r.content && e.end - e.start >= CROSSED_MS),
    apiCalls: fromNetwork.filter((p) => p.startsWith('/api/')).length,
    workerFiles,
    workerCpuSlowed: worker.workerCpuSlowed,
  };
}

// The taps of a session, in order: [name, what to touch, what shows the content after it].
const TAPS = [
  ['Home -> Repay', 'main.borrow a[href^="#/repay/"]', () => !!document.querySelector('main.borrow select')],
  ['Repay -> back to Home', 'button.ui-header-back', () => !!document.querySelector('#home-bill')],
  ['Home -> Orders tab', 'nav.tab-bar button:nth-child(2)', () => !!document.querySelector('#order-panel li')],
  [
    'Orders -> My profile',
    'nav.tab-bar button:nth-child(3)',
    () => !!document.querySelector('#user-credit') && !!document.querySelector('#user-bank'),
  ],
  ['My profile -> Home', 'nav.tab-bar button:nth-child(1)', () => !!document.querySelector('#home-bill')],
];

// Before a tap: the moment the finger touches, and the frame after `shown` holds.
const WATCH_TAP = (shown) => {
  const m = { touched: null, content: null };
  window.__tap = m;
  document.addEventListener(
    'pointerdown',
    () => {
      m.touched = performance.now();
    },
    { capture: true, once: true },
  );
  const check = () => {
    if (m.content !== null || m.touched === null || !shown()) return;
    m.content = -1;
    requestAnimationFrame(() => (m.content = performance.now()));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
};

/** One session in `lang`: Home opened (not measured), then the taps of TAPS, each to its content. */
async function taps(lang, cookies) {
  const context = await phoneContext();
  await context.addCookies(cookies);
  await context.addInitScript(`try { localStorage.setItem('lang', ${JSON.stringify(lang)}) } catch (_) {}`);
  const page = await context.newPage();
  await throttled(page, { cache: true });
  await page.goto(`${origin}/#/home`, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => !!document.querySelector('#home-bill'), null, { timeout: 120_000, polling: 200 });
  await page.waitForTimeout(2500); // the carousel and the status's late calls settle
  const out = {};
  for (const [name, target, shown] of TAPS) {
    await page.waitForTimeout(600); // the double-tap guard (spec section 9)
    await page.evaluate(`(${WATCH_TAP})(${shown})`);
    await page.locator(target).first().tap();
    await page.waitForFunction(() => window.__tap.content > 0, null, { timeout: 120_000, polling: 100 });
    const r = await page.evaluate(() => {
      const { touched, content } = window.__tap;
      const after = performance.getEntriesByType('resource').filter((e) => e.startTime >= touched - 1);
      const before = after.filter((e) => e.responseEnd <= content && e.transferSize > 0);
      return {
        content: content - touched,
        requests: before.length,
        firstRequest: after.length ? Math.min(...after.map((e) => e.startTime)) - touched : null,
      };
    });
    out[name] = r;
  }
  await context.close();
  return out;
}

/** Certifies the borrower and gives them an open loan (disbursed: Home shows its bill); returns the browser's cookies. */
async function borrowerWithLoan() {
  const token = await harness.signInViaApi(BORROWER);
  await certify({ token, phoneNo: BORROWER });
  const [p] = (await harness.callApi('GET', '/product/productList/V2/1', { token })).data;
  const body = { productCode: p.productCode, amount: p.minAmount, term: p.terms[0], agreementAccepted: true };
  const applied = await postWithKey('/product/applyLoan', body, token);
  if (applied.code !== 200) throw new Error(`applyLoan: ${applied.code} ${applied.msg}`);
  for (let i = 0; ; i++) {
    const open = (await harness.callApi('GET', '/borrow/borrowStatus', { token })).data;
    if (open.borrowStatus === 40) break;
    if (i > 80) throw new Error('the loan was not disbursed');
    await new Promise((r) => setTimeout(r, 250));
  }
  const cookieContext = await browser.newContext();
  await harness.signInCookies(cookieContext, token, BORROWER);
  // The device id the app created on this browser before the borrower signed in (it signed in with it).
  await cookieContext.addCookies([{ name: 'deviceId', value: 'e2e-' + BORROWER, url: origin }]);
  const cookies = await cookieContext.cookies();
  await cookieContext.close();
  return cookies;
}

/** A POST with an Idempotency-Key, enveloped as the app sends it. */
async function postWithKey(path, body, token) {
  const { seal, open } = await import('../src/api/envelope.ts');
  const key = (await import('../build/settings.mjs')).readBuildSettings(process.env).envelopeKey;
  const res = await fetch(origin + '/api/user' + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      EFLAG: '1',
      'Device-Id': 'e2e-' + BORROWER,
      Authentication: token,
      'Idempotency-Key': 'bench-' + randomUUID(),
    },
    body: JSON.stringify({ payload: await seal(body, key) }),
  });
  return open((await res.json()).payload, key);
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};
const TAP_LANGS = ['en', 'fil'];
// English keeps the page's name alone, as before the languages were measured.
const coldKey = (p, l) => (l === 'en' ? p : `${p} (${l})`);
const coldRows = pages.flatMap((p) => COLD_LANGS.map((l) => coldKey(p, l)));
const runs = { landing: [], oneLine: [], cold: {}, repeat: {}, taps: { en: [], fil: [] }, load: [] };
for (const p of pages) {
  for (const l of COLD_LANGS) runs.cold[coldKey(p, l)] = [];
  runs.repeat[p] = [];
}
try {
  const cookies = await borrowerWithLoan();
  for (let i = 0; i < RUNS; i++) {
    runs.load.push(loadavg()[0]);
    runs.landing.push(await once('/', 'landing'));
    runs.oneLine.push(await once('/one-line.html', 'one-line'));
    for (const p of pages) for (const l of COLD_LANGS) runs.cold[coldKey(p, l)].push(await cold(p, cookies, l));
    for (const p of pages) runs.repeat[p].push(await repeat(p, cookies));
    if (process.env.TAPS !== '0') for (const l of TAP_LANGS) runs.taps[l].push(await taps(l, cookies));
    process.stderr.write(`run ${i + 1}/${RUNS} (load average ${loadavg()[0].toFixed(1)})\n`);
  }
  runs.load.push(loadavg()[0]);
} finally {
  await browser.close();
  await harness.stopAll();
  rmSync(work, { recursive: true, force: true });
}

const pick = (rs, key) => median(rs.map((r) => r[key]));
const landing = Object.fromEntries(
  ['fcp', 'content', 'usable', 'requests', 'bytes', 'longestTask', 'waves', 'quietJs', 'quietHtml'].map((k) => [k, pick(runs.landing, k)]),
);
const oneLine = Object.fromEntries(['fcp', 'requests', 'bytes'].map((k) => [k, pick(runs.oneLine, k)]));
const base = oneLine.fcp;
const summary = (rs, keys) => {
  const out = Object.fromEntries(keys.map((k) => [k, pick(rs, k)]));
  out.ratio = out.content / base;
  return out;
};
const coldPages = Object.fromEntries(coldRows.map((p) => [p, summary(runs.cold[p], ['fcp', 'content', 'waves', 'requests'])]));
const repeatPages = Object.fromEntries(
  pages.map((p) => {
    const out = summary(runs.repeat[p], ['shell', 'fcp', 'content', 'waves', 'fromWorker', 'apiCalls']);
    out.workerFiles = Math.max(...runs.repeat[p].map((r) => r.workerFiles.length));
    return [p, out];
  }),
);
const tapTable = Object.fromEntries(
  TAP_LANGS.map((l) => [
    l,
    Object.fromEntries(
      TAPS.map(([name]) => [
        name,
        Object.fromEntries(['content', 'requests', 'firstRequest'].map((k) => [k, median(runs.taps[l].map((r) => r[name]?.[k]))])),
      ]),
    ),
  ]),
);
// The taps' issue tightened the cold and repeat targets (from 2.5x and 1.5x).
const TARGETS = { landingRatio: 1.2, coldRatio: 2.3, coldWaves: 3, repeatRatio: 1.2 };
const result = {
  date: new Date().toISOString(),
  profile: {
    rttMs: NETWORK.latency,
    downBytesPerS: NETWORK.downloadThroughput,
    cpuSlowdown: CPU_SLOWDOWN,
    cache: 'disabled (first visits); the service worker and the HTTP cache (repeat visits)',
    workerCpuSlowed: pages.every((p) => runs.repeat[p].every((r) => r.workerCpuSlowed)),
    runs: RUNS,
    protocol: runs.landing[0].protocol,
    loadAverage: { min: Math.min(...runs.load), max: Math.max(...runs.load), cores: 2 },
  },
  landing,
  oneLine,
  ratio: landing.content / base,
  cold: coldPages,
  repeat: repeatPages,
  taps: tapTable,
  targets: TARGETS,
  runs,
};
writeFileSync('bench/first-paint.json', JSON.stringify(result, null, 2) + '\n');

const s = (ms) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);
const x = (r) => `${r.toFixed(2)}x`;
const table = (head, rows) => {
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(w[i])).join(' | ')} |`;
  console.log([line(head), `|${w.map((n) => '-'.repeat(n + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
};
const ok = (cond) => (cond ? 'met' : 'NOT met');
/** A row of the first table: a page's visit, its time to content, its ratio to the one-line page, its waves, and its target. */
const measured = (page, visit, { content, ratio, waves }, target) => [page, visit, s(content), x(ratio), String(waves), target];
const { loadAverage } = result.profile;
console.log(
  `\nSlow 3G (2 s RTT, 50 KB/s down), CPU 6x slower, ${result.profile.protocol}, median of ${RUNS}; load average ${loadAverage.min.toFixed(1)}-${loadAverage.max.toFixed(1)} on 2 cores\n`,
);
table(
  ['page', 'visit', 'content', 'vs one-line', 'waves before content', 'target'],
  [
    ['one-line page', 'cold', s(base), '1.00x', '1', '-'],
    measured(
      'landing (/)',
      'cold',
      { ...landing, ratio: result.ratio },
      `<= ${TARGETS.landingRatio}x: ${ok(result.ratio <= TARGETS.landingRatio)}`,
    ),
    ...coldRows.map((p) => {
      const c = coldPages[p];
      const met = c.ratio <= TARGETS.coldRatio && c.waves <= TARGETS.coldWaves;
      return measured(`#/${p}`, 'cold', c, `<= ${TARGETS.coldRatio}x, <= ${TARGETS.coldWaves} waves: ${ok(met)}`);
    }),
    ...pages.map((p) => {
      const r = repeatPages[p];
      return measured(`#/${p}`, 'repeat', r, `<= ${TARGETS.repeatRatio}x: ${ok(r.ratio <= TARGETS.repeatRatio)}`);
    }),
  ],
);
console.log(`\nThe landing, first visit, median of ${RUNS}\n`);
table(
  ['measure', 'landing (/)', 'one-line page'],
  [
    ['first contentful paint', s(landing.fcp), s(oneLine.fcp)],
    ['landing content visible', s(landing.content), '-'],
    ['sign-in button usable', s(landing.usable), '-'],
    ['requests before first paint', String(landing.requests), String(oneLine.requests)],
    ['bytes before first paint', String(landing.bytes), String(oneLine.bytes)],
    ['longest task before usable', `${Math.round(landing.longestTask)} ms`, '-'],
    ['JS until the network is quiet (brotli)', String(landing.quietJs), '-'],
    ['HTML with its inline CSS (brotli)', String(landing.quietHtml), '-'],
  ],
);
if (pages.length) {
  console.log(`\nRepeat visits, served by the service worker, median of ${RUNS}\n`);
  table(
    ['measure', ...pages.map((p) => `#/${p}`)],
    [
      ['the page (shell) answered', ...pages.map((p) => s(repeatPages[p].shell))],
      ['first contentful paint', ...pages.map((p) => s(repeatPages[p].fcp))],
      ['content shown', ...pages.map((p) => s(repeatPages[p].content))],
      ['files from the worker', ...pages.map((p) => String(repeatPages[p].fromWorker))],
      ['API calls on the network', ...pages.map((p) => String(repeatPages[p].apiCalls))],
      ['files the worker fetched', ...pages.map((p) => String(repeatPages[p].workerFiles))],
    ],
  );
}
if (runs.taps.en.length) {
  console.log(`\nTaps in one session (Home opened first), median of ${RUNS}: content after the touch, requests before it\n`);
  const seen = new Set(['Repay -> back to Home', 'My profile -> Home']);
  table(
    ['tap', 'lang', 'content after', 'requests before content', 'first request after', 'target'],
    TAPS.flatMap(([name]) =>
      TAP_LANGS.map((l) => {
        const t = tapTable[l][name];
        const limit = seen.has(name) ? 300 : NETWORK.latency + 600;
        return [
          name,
          l,
          s(t.content),
          String(t.requests),
          t.firstRequest === null ? '-' : `${Math.round(t.firstRequest)} ms`,
          `<= ${s(limit)}: ${ok(t.content <= limit)}`,
        ];
      }),
    ),
  );
}
if (!result.profile.workerCpuSlowed) console.log('(the worker thread could not be slowed: only the page ran at 6x)');
console.log('wrote bench/first-paint.json');
