// Browser journeys: the built app and the real server on a free port with a temporary DATA_DIR,
// driven by Debian's Chromium through playwright-core at a phone viewport (360x740, touch).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from '../../bench/chromium-flags.mjs';
import { freePort, type StartedServer, startServer as startBuiltServer } from '../support/built-server.mjs';
import { opsProcess } from '../support/ops-process';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export { CHROMIUM_FLAGS, freePort };

let server: StartedServer | null = null;
let browser: Browser | null = null;
let dataDir = '';
/** Every line the server printed (JSON logs, development OTP lines). */
export const serverLines: string[] = [];
/** The app's base URL, e.g. http://127.0.0.1:41234 */
export let baseUrl = '';

/** The URL path of the built chunk of module `source` (`src/features/auth/login-page.tsx`), from the build's `chunks.json`. */
export function chunkOf(source: string): string {
  const chunks: Record<string, string> = JSON.parse(readFileSync(join(process.env.OUT_DIR ?? 'dist', 'chunks.json'), 'utf8'));
  const file = chunks[source];
  if (!file) throw new Error(`no built chunk for ${source}`);
  return file;
}

/** Starts the built server (`$OUT_DIR/server/index.mjs`, default dist) with `env` and waits until it answers. */
export async function startServer(env: Record<string, string> = {}): Promise<void> {
  dataDir = mkdtempSync(join(tmpdir(), 'loan-e2e-'));
  server = await startBuiltServer({
    entry: join(process.env.OUT_DIR ?? 'dist', 'server', 'index.mjs'),
    env: { DATA_DIR: dataDir, ...env },
    lines: serverLines,
  });
  // With TLS_CERT the server speaks https (the benchmark's BENCH_TLS; its caller accepts the throwaway certificate).
  baseUrl = `${env.TLS_CERT ? 'https' : 'http'}://127.0.0.1:${server.port}`;
}

/** Launches Chromium once for the whole run. */
export async function startBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  return browser;
}

/**
 * A fresh phone-sized context (its own cookies and storage) and a page that records console errors.
 * The service worker is blocked unless asked for: a worker answers requests `page.route` would not see.
 * `bypassCSP` lets a test inject a script of its own (the accessibility engine) past the page's policy.
 */
export async function phone(
  opts: { serviceWorkers?: 'allow' | 'block'; userAgent?: string; bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await (await startBrowser()).newContext({
    serviceWorkers: opts.serviceWorkers ?? 'block',
    bypassCSP: opts.bypassCSP ?? false,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    userAgent:
      opts.userAgent ?? 'Mozilla/5.0 (Linux; Android 12; Phone) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

/** The latest development sign-in code the server logged for `phone` (PRODUCT.md section 5). */
export async function otpFor(phone: string, timeoutMs = 5000, purpose?: string): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (let i = serverLines.length - 1; i >= 0; i--) {
      try {
        const line = JSON.parse(serverLines[i]);
        if (line.msg === 'otp' && line.phone === phone && (!purpose || line.purpose === purpose)) return line.code;
      } catch {
        // not JSON
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no code logged for ${phone}`);
}

/**
 * Runs `npm run ops -- <args>` on the running server's database (development); resolves with its
 * output, and fails unless it exits 0. It does not block this process, so a stand-in service the
 * journey runs (a push service) answers the CLI meanwhile.
 */
export async function ops(...args: string[]): Promise<string> {
  const r = await opsProcess(join(process.env.OUT_DIR ?? 'dist', 'server', 'ops.mjs'), { DATA_DIR: dataDir }, args);
  if (r.code !== 0) throw new Error(`ops ${args.join(' ')}: ${r.text}`);
  return r.text;
}

/** Stops the browser and the server and removes the temporary data. */
export async function stopAll(): Promise<void> {
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/** Calls the user API from the test process, through the envelope, as the app would (of the main server unless `base` names another). */
export async function callApi<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  opts: { body?: unknown; token?: string; deviceId?: string; base?: string } = {},
) {
  const { seal, open } = await import('../../src/api/envelope');
  const key =
    (globalThis as any).__SETTINGS__?.envelopeKey ?? (await import('../../build/settings.mjs')).readBuildSettings(process.env).envelopeKey;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', EFLAG: '1', 'Device-Id': opts.deviceId ?? 'e2e-device' };
  if (opts.token) headers.Authentication = opts.token;
  const res = await fetch((opts.base ?? baseUrl) + '/api/user' + path, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify({ payload: await seal(opts.body ?? {}, key) }) : undefined,
  });
  const { payload } = (await res.json()) as { payload: string };
  return open<{ code: number; data: T; msg: string }>(payload, key);
}

/** Signs `phone` in through the API with the code from the server log; returns the token. */
export async function signInViaApi(phoneNo: string, deviceId = 'e2e-' + phoneNo): Promise<string> {
  const sent = await callApi('POST', `/login/otp?phone=${phoneNo}&type=1`, { deviceId });
  if (sent.code !== 200) throw new Error('otp: ' + sent.msg);
  const res = await callApi<{ token: string }>('POST', '/login/otpLoginCheck', {
    body: { phone: phoneNo, code: await otpFor(phoneNo) },
    deviceId,
  });
  if (res.code !== 200) throw new Error('login: ' + res.msg);
  return res.data.token;
}

/** Gives a browser context the session the app keeps after signing in: the token and userInfo cookies. */
export async function signInCookies(context: BrowserContext, token: string, phoneNo: string, userId = 1): Promise<void> {
  await context.addCookies([
    { name: 'token', value: token, url: baseUrl },
    { name: 'userInfo', value: encodeURIComponent(JSON.stringify({ userId, phone: phoneNo })), url: baseUrl },
  ]);
}

/** Opens `path` afresh in `lang` and waits for `ready` inside main. */
export async function openIn(page: Page, lang: string, path: string, ready: string) {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto('about:blank');
  await page.goto(baseUrl + '/#' + path);
  await page
    .locator('main ' + ready)
    .first()
    .waitFor();
}
