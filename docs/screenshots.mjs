// `npm run screenshots`: the main screens at phone size (360x740, one device pixel per CSS pixel, so
// the PNGs stay small) into docs/screenshots/, for the README. Builds, starts the server on a fresh
// data folder, and walks a borrower through the app in Debian's Chromium: the landing and sign-in
// signed out, the certification entry as a new borrower, then certified: Home, the loan form with its
// disclosure statement, Orders with the loan once disbursed, My profile.
// Run through tsx (package.json): it uses the journeys' helpers to sign in and certify.
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../bench/chromium-flags.mjs';
import { certify } from '../test/e2e/certify.ts';
import * as harness from '../test/e2e/harness.ts';

const OUT = 'docs/screenshots';
const BORROWER = '09178110088';

execFileSync(process.execPath, ['build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
mkdirSync(OUT, { recursive: true });
// The development policy decides quickly, so Orders shows a disbursed loan.
await harness.startServer({ AUTO_DECIDE_MS: '300', LOG_LEVEL: 'warn' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
const shots = [];

/** A phone-sized context; the service worker off (each screen as a first visit shows it). */
const phone = () =>
  browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    userAgent: 'Mozilla/5.0 (Linux; Android 12; Phone) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
  });

/** Waits for the screen to settle (its title, its calls, a frame), then writes `<name>.png`. */
async function shot(page, name, title) {
  await page.getByRole('heading', { level: 1, name: title }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // The title the app focuses after a route change would show its focus ring.
  await page.evaluate(
    () => (
      document.activeElement instanceof HTMLElement && document.activeElement.blur(),
      new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300)))
    ),
  );
  const file = join(OUT, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  shots.push([file, statSync(file).size]);
}

try {
  const visitor = await (await phone()).newPage();
  await visitor.goto(harness.baseUrl + '/');
  await shot(visitor, 'landing', /./);
  await visitor.goto(harness.baseUrl + '/#/login');
  await shot(visitor, 'sign-in', 'Sign in');
  await visitor.context().close();

  const token = await harness.signInViaApi(BORROWER);
  const context = await phone();
  await harness.signInCookies(context, token, BORROWER);
  const page = await context.newPage();
  await page.goto(harness.baseUrl + '/#/identity-auth');
  await shot(page, 'identity-auth', 'Identity verification');

  await certify({ token, phoneNo: BORROWER });
  await page.goto(harness.baseUrl + '/#/home');
  await page.reload();
  await page.getByText('Credit limit').first().waitFor({ timeout: 30_000 });
  await shot(page, 'home', 'Home');

  await page.goto(harness.baseUrl + '/#/loan');
  await page.getByText('Net proceeds (what you receive)').waitFor({ timeout: 30_000 });
  await shot(page, 'loan', 'Loan');
  await page.getByLabel('I have read the disclosure statement and accept the loan agreement').check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Not now' }).click(); // the location notice: refusing loses nothing
  await page.getByRole('dialog', { name: 'Application received' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Not now' }).click(); // the notifications notice

  await page.waitForTimeout(2000); // approved, then disbursed, by the development policy
  await page.goto(harness.baseUrl + '/#/order');
  await page.reload();
  await shot(page, 'orders', 'Orders');
  await page.goto(harness.baseUrl + '/#/user');
  await shot(page, 'profile', 'My profile');
} finally {
  await browser.close();
  await harness.stopAll();
}
for (const [file, size] of shots) console.log(`${file}  ${size} bytes`);
