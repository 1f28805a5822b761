// `npm run bench`: how fast the app appears on a slow phone network. Builds, starts the server on a
// fresh data folder and waits until it answers, then in Debian's Chromium with the Slow 3G profile
// (2 s round trip, 50 KB/s down) and a 6x slower CPU, a new profile each run, median of RUNS:
// - the landing, first visit (cache disabled), and a one-line static HTML page from the same server;
// - a certified borrower's repeat visit to #/home, served by the service worker: the worker installed
//   and Home's files stored by two earlier visits on the plain network, then the measured one.
// Prints tables and writes bench/first-paint.json. A benchmark, not a test: nothing fails on its times.
// BENCH_TLS=1 serves over TLS (a throwaway certificate; HTTP/2), as a server terminating TLS itself would.
// Run through tsx (package.json): it signs in and certifies the borrower with the journeys' helpers.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { certify } from '../test/e2e/certify.ts';
import * as harness from '../test/e2e/harness.ts';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { selfSignedCert } from './self-signed-cert.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const TLS = process.env.BENCH_TLS === '1';
const NETWORK = { offline: false, latency: 2000, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };
const CPU_SLOWDOWN = 6;
const ONE_LINE = '<!doctype html><html lang="en"><title>One line</title><p>One line of text, nothing else.</p></html>\n';
const BORROWER = '09178110077';

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

// The server answers before anything is measured (startServer waits for it).
await harness.startServer({ STATIC_DIR: staticDir, LOG_LEVEL: 'warn', ...tlsEnv });
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
// the moment the app took over (html[data-app]) and the long tasks.
const OBSERVE = () => {
  const m = { lcp: [], longTasks: [], ready: null };
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
};

// The repeat visit: the frame after Home's own title is in the page (its chunk ran), and the frame
// after the borrower's figures are (the status, then the products, credit and bill calls answered).
const OBSERVE_HOME = () => {
  const m = { shown: null, data: null };
  window.__bench = m;
  const painted = (key) => requestAnimationFrame(() => (m[key] ??= performance.now()));
  new MutationObserver(() => {
    const main = document.querySelector('main.borrow');
    if (m.shown === null && main && document.querySelector('#app h1')?.textContent === 'Home') painted('shown');
    if (m.data === null && main?.textContent.includes('Credit limit')) painted('data');
  }).observe(document, { childList: true, subtree: true, characterData: true });
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
  await context.close();
  return r;
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

async function repeatHome(cookies) {
  const context = await phoneContext();
  await context.addCookies(cookies);
  // Two visits on the plain network: the first installs the worker, the second runs under it and
  // stores Home's chunks as they load (a borrower who came back once).
  const warm = await context.newPage();
  await warm.goto(origin + '/#/home');
  await warm.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await warm.reload();
  await warm.getByText('Credit limit').first().waitFor({ timeout: 60_000 });
  await warm.waitForLoadState('networkidle');
  await warm.close();

  const page = await context.newPage();
  const cdp = await throttled(page, { cache: true });
  const fromNetwork = [];
  cdp.on('Network.responseReceived', (e) => !e.response.fromServiceWorker && fromNetwork.push(new URL(e.response.url).pathname));
  const worker = await throttleWorker(page);
  await page.addInitScript(OBSERVE_HOME);
  await page.goto(origin + '/#/home', { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => window.__bench.data !== null, null, { timeout: 120_000, polling: 200 });
  const r = await page.evaluate(() => ({
    shell: performance.getEntriesByType('navigation')[0].responseStart,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    shown: window.__bench.shown,
    data: window.__bench.data,
    fromWorker: performance.getEntriesByType('resource').filter((e) => e.workerStart > 0 && !new URL(e.name).pathname.startsWith('/api/'))
      .length,
  }));
  await context.close();
  // The worker's own network fetches: the page it raced against the deadline, and any file it lacked.
  const workerFiles = worker.fetched.filter((p) => p !== '/');
  return { ...r, apiCalls: fromNetwork.filter((p) => p.startsWith('/api/')).length, workerFiles, workerCpuSlowed: worker.workerCpuSlowed };
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};
const runs = { landing: [], oneLine: [], repeatHome: [] };
try {
  const token = await harness.signInViaApi(BORROWER);
  await certify({ token, phoneNo: BORROWER });
  const cookieContext = await browser.newContext();
  await harness.signInCookies(cookieContext, token, BORROWER);
  const cookies = await cookieContext.cookies();
  await cookieContext.close();
  for (let i = 0; i < RUNS; i++) {
    runs.landing.push(await once('/', 'landing'));
    runs.oneLine.push(await once('/one-line.html', 'one-line'));
    runs.repeatHome.push(await repeatHome(cookies));
    process.stderr.write(`run ${i + 1}/${RUNS}\n`);
  }
} finally {
  await browser.close();
  await harness.stopAll();
  rmSync(work, { recursive: true, force: true });
}

const pick = (rs, key) => median(rs.map((r) => r[key]));
const landing = Object.fromEntries(['fcp', 'content', 'usable', 'requests', 'bytes', 'longestTask'].map((k) => [k, pick(runs.landing, k)]));
const oneLine = Object.fromEntries(['fcp', 'requests', 'bytes'].map((k) => [k, pick(runs.oneLine, k)]));
const repeat = Object.fromEntries(['shell', 'fcp', 'shown', 'data', 'fromWorker', 'apiCalls'].map((k) => [k, pick(runs.repeatHome, k)]));
repeat.workerFiles = Math.max(...runs.repeatHome.map((r) => r.workerFiles.length));
const ratio = landing.content / oneLine.fcp;
const result = {
  date: new Date().toISOString(),
  profile: {
    rttMs: NETWORK.latency,
    downBytesPerS: NETWORK.downloadThroughput,
    cpuSlowdown: CPU_SLOWDOWN,
    cache: 'disabled (first visits); the service worker and the HTTP cache (repeat visit)',
    workerCpuSlowed: runs.repeatHome.every((r) => r.workerCpuSlowed),
    runs: RUNS,
    protocol: runs.landing[0].protocol,
  },
  landing,
  oneLine,
  ratio,
  repeatHome: repeat,
  targets: { ratioAtMost: 1.3, requestsBeforeFirstPaintAtMost: 5 },
  runs,
};
writeFileSync('bench/first-paint.json', JSON.stringify(result, null, 2) + '\n');

const s = (ms) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);
const table = (head, rows) => {
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(w[i])).join(' | ')} |`;
  console.log([line(head), `|${w.map((n) => '-'.repeat(n + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
};
console.log(`\nSlow 3G (2 s RTT, 50 KB/s down, no cache), CPU 6x slower, ${result.profile.protocol}, median of ${RUNS}\n`);
table(
  ['measure', 'landing (/)', 'one-line page'],
  [
    ['first contentful paint', s(landing.fcp), s(oneLine.fcp)],
    ['landing content visible', s(landing.content), '-'],
    ['sign-in button usable', s(landing.usable), '-'],
    ['requests before first paint', String(landing.requests), String(oneLine.requests)],
    ['bytes before first paint', String(landing.bytes), String(oneLine.bytes)],
    ['longest task before usable', `${Math.round(landing.longestTask)} ms`, '-'],
  ],
);
const ok = (cond) => (cond ? 'met' : 'NOT met');
console.log(
  `\nlanding content / one-line first paint: ${ratio.toFixed(2)}x (target <= 1.3x: ${ok(ratio <= 1.3)}); requests before first paint: ${landing.requests} (target <= 5: ${ok(landing.requests <= 5)})`,
);
console.log(`\nRepeat visit to #/home by a certified borrower, served by the service worker (same profile), median of ${RUNS}\n`);
table(
  ['measure', '#/home'],
  [
    ['page (the shell) answered', s(repeat.shell)],
    ['first contentful paint', s(repeat.fcp)],
    ['Home shown (its title)', s(repeat.shown)],
    ['their figures shown (data)', s(repeat.data)],
    ['files from the worker', String(repeat.fromWorker)],
    ['API calls on the network', String(repeat.apiCalls)],
    ['files the worker fetched', String(repeat.workerFiles)],
  ],
);
if (!result.profile.workerCpuSlowed) console.log('(the worker thread could not be slowed: only the page ran at 6x)');
console.log('wrote bench/first-paint.json');
