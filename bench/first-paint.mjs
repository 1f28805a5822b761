// `npm run bench`: how fast the first screen appears on a slow phone network. Builds, starts the
// server on a fresh data folder, and loads the landing in Debian's Chromium with the Slow 3G profile
// (2 s round trip, 50 KB/s down, cache disabled) and a 6x slower CPU, a new profile each run, median
// of RUNS; the same for a one-line static HTML page served by the same server, and the ratio.
// Prints a table and writes bench/first-paint.json. A benchmark, not a test: nothing fails on its times.
// BENCH_TLS=1 serves over TLS (a throwaway certificate; HTTP/2), as a server terminating TLS itself would.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';
import { selfSignedCert } from './self-signed-cert.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const TLS = process.env.BENCH_TLS === '1';
const NETWORK = { offline: false, latency: 2000, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };
const CPU_SLOWDOWN = 6;
const ONE_LINE = '<!doctype html><html lang="en"><title>One line</title><p>One line of text, nothing else.</p></html>\n';

execFileSync(process.execPath, ['build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
const work = mkdtempSync(join(tmpdir(), 'bench-first-paint-'));
const staticDir = join(work, 'static');
cpSync('dist', staticDir, { recursive: true });
writeFileSync(join(staticDir, 'one-line.html'), ONE_LINE);
const tlsEnv = {};
if (TLS) {
  const { key, cert } = selfSignedCert(work);
  Object.assign(tlsEnv, { TLS_CERT: cert, TLS_KEY: key });
}

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const origin = `${TLS ? 'https' : 'http'}://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['dist/server/index.mjs'], {
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: join(work, 'data'),
    STATIC_DIR: staticDir,
    LOG_LEVEL: 'warn',
    ...tlsEnv,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_FLAGS, ...(TLS ? ['--ignore-certificate-errors'] : [])],
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

async function once(path, kind) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    ignoreHTTPSErrors: TLS,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
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

const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};
const runs = { landing: [], oneLine: [] };
try {
  for (let i = 0; i < RUNS; i++) {
    runs.landing.push(await once('/', 'landing'));
    runs.oneLine.push(await once('/one-line.html', 'one-line'));
    process.stderr.write(`run ${i + 1}/${RUNS}\n`);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}

const pick = (rs, key) => median(rs.map((r) => r[key]));
const landing = Object.fromEntries(['fcp', 'content', 'usable', 'requests', 'bytes', 'longestTask'].map((k) => [k, pick(runs.landing, k)]));
const oneLine = Object.fromEntries(['fcp', 'requests', 'bytes'].map((k) => [k, pick(runs.oneLine, k)]));
const ratio = landing.content / oneLine.fcp;
const result = {
  date: new Date().toISOString(),
  profile: {
    rttMs: NETWORK.latency,
    downBytesPerS: NETWORK.downloadThroughput,
    cpuSlowdown: CPU_SLOWDOWN,
    cache: 'disabled',
    runs: RUNS,
    protocol: runs.landing[0].protocol,
  },
  landing,
  oneLine,
  ratio,
  targets: { ratioAtMost: 1.3, requestsBeforeFirstPaintAtMost: 5 },
  runs,
};
writeFileSync('bench/first-paint.json', JSON.stringify(result, null, 2) + '\n');

const s = (ms) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);
const rows = [
  ['first contentful paint', s(landing.fcp), s(oneLine.fcp)],
  ['landing content visible', s(landing.content), '-'],
  ['sign-in button usable', s(landing.usable), '-'],
  ['requests before first paint', String(landing.requests), String(oneLine.requests)],
  ['bytes before first paint', String(landing.bytes), String(oneLine.bytes)],
  ['longest task before usable', `${Math.round(landing.longestTask)} ms`, '-'],
];
console.log(`\nSlow 3G (2 s RTT, 50 KB/s down, no cache), CPU 6x slower, ${result.profile.protocol}, median of ${RUNS}\n`);
console.log(`| ${'measure'.padEnd(28)} | ${'landing (/)'.padEnd(12)} | ${'one-line page'.padEnd(13)} |`);
console.log(`|${'-'.repeat(30)}|${'-'.repeat(14)}|${'-'.repeat(15)}|`);
for (const [a, b, c] of rows) console.log(`| ${a.padEnd(28)} | ${b.padEnd(12)} | ${c.padEnd(13)} |`);
const ok = (cond) => (cond ? 'met' : 'NOT met');
console.log(
  `\nlanding content / one-line first paint: ${ratio.toFixed(2)}x (target <= 1.3x: ${ok(ratio <= 1.3)}); requests before first paint: ${landing.requests} (target <= 5: ${ok(landing.requests <= 5)})`,
);
console.log('wrote bench/first-paint.json');
