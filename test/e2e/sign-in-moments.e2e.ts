// Sign-in moments at 360x740: real Philippine numbers typed and pasted, the code box in all six languages
// during the countdown, a countdown that survives no reload as a surprise, and the smaller moments.
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALES } from '../../src/i18n/i18n';
import en from '../../src/features/auth/messages/en';
import es from '../../src/features/auth/messages/es';
import fil from '../../src/features/auth/messages/fil';
import id from '../../src/features/auth/messages/id';
import th from '../../src/features/auth/messages/th';
import vi from '../../src/features/auth/messages/vi';
import { baseUrl, otpFor, phone, signInViaApi } from './harness';

/** The sign-in page's words in each language: its buttons are found by what they say. */
const AUTH_WORDS: Record<string, Record<keyof typeof en, string>> = { en, es, fil, id, th, vi };

/** Puts `text` on the clipboard and pastes it into the focused field with the keyboard, as a borrower would. */
async function paste(page: Page, text: string) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press('Control+V');
}

async function sendAndSignIn(page: Page, phoneNo: string) {
  await page.getByLabel('I have read and agree to the').check();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByText('Code sent to +63 ' + phoneNo.slice(1, 4) + ' ' + phoneNo.slice(4, 7) + ' ' + phoneNo.slice(7)).waitFor();
  await page.getByLabel('4-digit code').fill(await otpFor(phoneNo));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/#\/identity-auth$/);
}

test('a borrower signs in with their own number typed as 0917 123 4567; letters never get in', async () => {
  const { context, page, errors } = await phone();
  await page.goto(baseUrl + '/#/login');
  const field = page.getByLabel('Mobile number');
  await field.pressSequentially('0917 abc123 4567');
  assert.is(await field.inputValue(), '917 123 4567', 'shown grouped after the +63 prefix');
  await sendAndSignIn(page, '09171234567');
  assert.equal(errors, []);
  await context.close();
});

test('a borrower signs in with +639181234567 pasted from their contacts', async () => {
  const { context, page, errors } = await phone();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await page.goto(baseUrl + '/#/login');
  await page.getByLabel('Mobile number').focus();
  await paste(page, '+639181234567');
  assert.is(await page.getByLabel('Mobile number').inputValue(), '918 123 4567');
  await sendAndSignIn(page, '09181234567');
  assert.equal(errors, []);
  await context.close();
});

test('in all six languages at 360 px the code box keeps room for four large digits during the countdown, and a pasted 0000 stays 0000', async () => {
  const { seal } = await import('../../src/api/envelope');
  const { readBuildSettings } = await import('../../build/settings.mjs');
  const key = readBuildSettings(process.env).envelopeKey;
  for (const { code } of LOCALES) {
    const { context, page } = await phone();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await context.addInitScript((lang) => localStorage.setItem('lang', lang), code);
    // The server's answer to a send: a code is on its way, the next in 59 s (no SMS needed for layout).
    await page.route('**/api/user/login/otp?**', async (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ payload: await seal({ code: 200, data: { expiresIn: 300, resendIn: 59 }, msg: '' }, key) }),
      }),
    );
    await page.goto(baseUrl + '/#/login');
    await page.locator('input[name="phone"]').fill('09171234567');
    await page.locator('input[type="checkbox"]').check();
    const words = AUTH_WORDS[code];
    await page.getByRole('button', { name: words['login.sendCode'] }).click();
    const countdown = new RegExp(`^${words['login.resendIn'].replace('{{n}}', '\\d+')}$`);
    await page.getByRole('button', { name: countdown, disabled: true }).waitFor();
    const box = page.locator('input[name="code"]');
    await box.focus();
    await paste(page, '0000');
    assert.is(await box.inputValue(), '0000', code);
    const fits = await box.evaluate((el: HTMLInputElement) => {
      // Four digits of the box's own font, with its letter spacing, against the room inside the box.
      const style = getComputedStyle(el);
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.cssText = `font:${style.font};letter-spacing:${style.letterSpacing};position:absolute;white-space:pre`;
      probe.textContent = '0000';
      const need = probe.getBoundingClientRect().width;
      probe.remove();
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { need, room, width: el.getBoundingClientRect().width, size: parseFloat(style.fontSize) };
    });
    assert.ok(fits.size >= 20, `${code}: large digits (${fits.size}px)`);
    assert.ok(fits.room >= fits.need, `${code}: the code box has ${fits.room}px for ${fits.need}px of digits`);
    assert.ok(fits.width >= 120, `${code}: the code box is ${fits.width}px wide`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 360), `${code}: nothing wider than the phone`);
    await context.close();
  }
});

test('after a reload, Send shows the server’s remaining wait as the countdown, not a surprise toast; another number may send at once', async () => {
  const { context, page, errors } = await phone();
  await page.goto(baseUrl + '/#/login');
  await page.getByLabel('Mobile number').fill('09173000021');
  await page.getByLabel('I have read and agree to the').check();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
  await page.reload();
  await page.getByLabel('Mobile number').fill('09173000021');
  await page.getByLabel('I have read and agree to the').check();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: /Resend in (5\d|60) s/ }).waitFor();
  assert.is(await page.locator('.ui-toast').count(), 0);
  await page.getByLabel('Mobile number').fill('09173000022');
  assert.ok(await page.getByRole('button', { name: 'Send code' }).isEnabled(), 'the countdown belonged to the other number');
  assert.equal(errors, []);
  await context.close();
});

test('/login and /privacy-policy opened directly have the language switch; #/home/ is #/home with its tab bar', async () => {
  const { context, page, errors } = await phone();
  for (const path of ['/#/login', '/#/privacy-policy']) {
    await page.goto(baseUrl + path);
    await page.getByRole('combobox', { name: 'Language' }).waitFor();
  }
  const token = await signInViaApi('09173000023');
  await context.addCookies([{ name: 'token', value: token, url: baseUrl }]);
  await page.goto(baseUrl + '/#/home/');
  await page.waitForURL(/#\/home$/);
  await page.getByRole('navigation').waitFor();
  assert.equal(errors, []);
  await context.close();
});

test('the manifest and the page paint the browser bar in the interface’s blue', async () => {
  const { context, page } = await phone();
  await page.goto(baseUrl + '/#/noren');
  const manifest = (await (await fetch(baseUrl + '/manifest.webmanifest')).json()) as { theme_color: string };
  const meta = await page.locator('meta[name="theme-color"]').getAttribute('content');
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim());
  assert.is(manifest.theme_color, primary);
  assert.is(meta, primary);
  await context.close();
});

test('the disclosure prompt opens a sample statement of the landing’s product', async () => {
  const { context, page, errors } = await phone();
  await page.goto(baseUrl + '/#/noren');
  await page.getByRole('button', { name: 'See a sample disclosure statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disclosure statement (sample)' });
  await dialog.waitFor();
  // ₱60,000 for 30 days at the server's 0.1% a day (build/landing.mjs).
  assert.match((await dialog.textContent())!, /Total to repay₱61,800/);
  assert.equal(errors, []);
  await context.close();
});

test.run();
