// Sign-in journeys at 360x740 against the real server: validation, the code from the
// server log, session across reloads, revocation, the error catalogue, permission notices, privacy notice.
import type { BrowserContext, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import thNoren from '../../src/features/noren/messages/th';
import th from '../../src/i18n/locales/th';
import { baseUrl, callApi, otpFor, phone, signInViaApi } from './harness';

/** Signs in through the page the way a borrower does (typing `typed`), with the code the server printed for `phoneNo`. */
async function signInThroughPage(page: Page, phoneNo: string, typed = phoneNo) {
  await page.goto(baseUrl + '/#/login');
  await page.getByLabel('Mobile number').fill(typed);
  await page.getByLabel('I have read and agree to the').check(); // before the number is sent anywhere
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
  await page.getByLabel('4-digit code').fill(await otpFor(phoneNo));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const tokenCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'token')?.value;

test('every validation message of spec section 5 shows inline, and what was typed stays', async () => {
  const { context, page, errors } = await phone();
  await page.goto(baseUrl + '/#/login');
  const phoneField = page.getByLabel('Mobile number');
  const codeField = page.getByLabel('4-digit code');
  assert.is(await phoneField.getAttribute('inputmode'), 'tel');
  assert.is(await codeField.getAttribute('autocomplete'), 'one-time-code');

  await page.getByRole('button', { name: 'Sign in' }).click();
  for (const msg of [
    'Phone number cannot be empty',
    'Verification code cannot be empty',
    'Please agree to the Privacy Policy to continue',
  ]) {
    await page.getByText(msg).waitFor();
  }
  await phoneField.fill('91712');
  await codeField.fill('12');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Please check the phone number format').waitFor();
  await page.getByText('Please enter the 4-digit verification code').waitFor();
  assert.is(await phoneField.inputValue(), '91712');
  assert.is(await codeField.inputValue(), '12');

  await phoneField.fill('');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByText('Phone number cannot be empty').waitFor();
  assert.is(await page.getByText(/Resend in/).count(), 0, 'no code was asked for');
  assert.equal(errors, []);
  await context.close();
});

test('a full sign-in with the code from the server log lands on identity authentication; a reload keeps the session', async () => {
  const { context, page, errors } = await phone();
  await signInThroughPage(page, '09173000001', '0917 300 0001');
  await page.waitForURL(/#\/identity-auth$/);
  await page.getByRole('heading', { level: 1, name: 'Identity verification' }).waitFor();
  const token = await tokenCookie(context);
  assert.ok(token, 'the session is kept for the next visit');

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Identity verification' }).waitFor();
  assert.match(page.url(), /#\/identity-auth$/);
  // Starting the app again at the landing page (a new tab) sends the uncertified borrower on to their step.
  const tab = await context.newPage();
  await tab.goto(baseUrl + '/#/noren');
  await tab.waitForURL(/#\/identity-auth$/);
  assert.is(await tokenCookie(context), token);
  assert.equal(errors, []);
  await context.close();
});

test('wrong codes: the server message and the tries left each time, then a lock kept on the page with Sign in and Resend disabled, Resend no longer counting', async () => {
  const { context, page } = await phone();
  await page.goto(baseUrl + '/#/login');
  await page.getByLabel('Mobile number').fill('09173000002');
  await page.getByLabel('I have read and agree to the').check();
  await page.getByRole('button', { name: 'Send code' }).click();
  const right = await otpFor('09173000002');
  const wrong = right === '0000' ? '1111' : '0000';
  const tryCode = async (code: string) => {
    await page.getByLabel('4-digit code').fill(code);
    const answered = page.waitForResponse('**/api/user/login/otpLoginCheck');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await answered;
  };
  await tryCode(wrong);
  await page.getByText('The verification code is wrong or has expired. Check it or request a new one.').waitFor();
  await page.getByText('4 tries left before this number is locked.').waitFor();
  await tryCode(wrong);
  await page.getByText('3 tries left before this number is locked.').waitFor();
  await tryCode(wrong);
  await page.getByText('2 tries left before this number is locked.').waitFor();
  await tryCode(wrong);
  await page.getByText('One try left before this number is locked.').waitFor();
  await tryCode(wrong);
  const lock = page.getByRole('alert').filter({ hasText: /locked until \d{1,2}:\d{2}/ });
  await lock.waitFor();
  assert.ok(await page.getByRole('button', { name: 'Sign in' }).isDisabled());
  assert.ok(await page.getByRole('button', { name: 'Resend code' }).isDisabled());
  assert.ok((await page.locator('.ui-toast').count()) <= 1, 'no two stacked toasts');
  assert.match(page.url(), /#\/login$/);
  assert.is(await tokenCookie(context), undefined);
  await context.close();
});

test('a token revoked on the server (signed out elsewhere) lands on /login at the next start', async () => {
  const { context, page, errors } = await phone();
  const token = await signInViaApi('09173000003');
  await context.addCookies([{ name: 'token', value: token, url: baseUrl }]);
  // The page's own call at idle (the unread badge) is answered before the token is revoked: meeting the
  // revoked token first, it would sign the borrower out on this page, before the next start this test is about.
  const badge = page.waitForResponse((r) => r.url().endsWith('/user/msg/center'));
  await page.goto(baseUrl + '/#/order');
  await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
  await badge;

  const out = await callApi('GET', '/login/loginOut', { token });
  assert.is(out.code, 200);
  // Watched from before the reload: the toast may come and go while the sign-in page is still loading.
  const ended = page.getByText('Your session has ended. Please sign in again.').waitFor();
  await page.reload();
  await ended;
  await page.waitForURL(/#\/login$/);
  await page.getByLabel('Mobile number').waitFor();
  assert.is(await tokenCookie(context), undefined, 'the session is gone from the browser too');
  assert.equal(errors, []);
  await context.close();
});

test('403 "token is expired" lands on /login and 420 on /noren, in the browser', async () => {
  const { seal } = await import('../../src/api/envelope');
  const { readBuildSettings } = await import('../../build/settings.mjs');
  const key = readBuildSettings(process.env).envelopeKey;
  for (const [code, msg, lands, phoneNo] of [
    [403, 'token is expired', /#\/login$/, '09173000004'],
    [420, 'not allowed here', /#\/noren$/, '09173000014'],
  ] as const) {
    const { context, page } = await phone();
    const token = await signInViaApi(phoneNo);
    await context.addCookies([{ name: 'token', value: token, url: baseUrl }]);
    await page.route('**/api/user/user/status', async (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ payload: await seal({ code, data: null, msg }, key) }) }),
    );
    await page.goto(baseUrl + '/#/order');
    await page.waitForURL(lands);
    if (code === 403) assert.is(await tokenCookie(context), undefined, 'expired: the session is cleared');
    else assert.is(await tokenCookie(context), token, '420 keeps the session');
    await context.close();
  }
});

test('no permission prompt after sign-in; My profile asks again, and Allow says in words what happened', async () => {
  const { context, page, errors } = await phone();
  await signInThroughPage(page, '09173000005', '+639173000005');
  await page.waitForURL(/#\/identity-auth$/);
  await page.waitForTimeout(800);
  assert.is(await page.getByRole('dialog').count(), 0, 'nothing asked over the first screen after sign-in');

  await page.goto(baseUrl + '/#/user');
  await page.getByRole('button', { name: 'Ask for location again' }).click();
  const notice = page.getByRole('dialog', { name: 'Allow location?' });
  await notice.waitFor();
  assert.match((await notice.textContent())!, /protect you against fraud/);
  await context.setGeolocation({ latitude: 14.5995, longitude: 120.9842 }); // Manila
  await context.grantPermissions(['geolocation'], { origin: baseUrl }); // the browser's own prompt, answered yes
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.getByText('Location is on. Thank you.').waitFor();
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  assert.equal(errors, []);
  await context.close();
});

test('the landing page shows the offer and the lender, and its call to action leads to sign-in', async () => {
  const { context, page, errors } = await phone();
  await page.goto(baseUrl + '/#/noren');
  // The figures of the running server's pricing configuration (the build inlined the same).
  const { pricing } = (
    await callApi<{ pricing: { maxAmount: number; minTerm: number; maxTerm: number; dailyInterestPct: number } }>(
      'GET',
      '/public/appConfig',
    )
  ).data;
  assert.equal([pricing.maxAmount, pricing.minTerm, pricing.maxTerm, pricing.dailyInterestPct], [6_000_000, 7, 30, 0.1]);
  await page.getByText('₱60,000').waitFor();
  await page.getByText('7–30 days').waitFor();
  await page.getByText('0.1%').waitFor();
  await page.getByText(/Demo Lending Corporation/).waitFor();
  await page.getByRole('button', { name: 'Sign in to apply' }).click();
  await page.waitForURL(/#\/login$/);
  await page.getByText(/Demo Lending Corporation/).waitFor(); // the sign-in page names the lender too
  assert.equal(errors, []);
  await context.close();
});

test('the privacy policy is one tap from sign-in, in the chosen language, and back keeps the form', async () => {
  const { context, page, errors } = await phone();
  await page.goto(baseUrl + '/#/noren');
  await page.getByLabel('Language').selectOption('th');
  await page.getByRole('button', { name: thNoren['noren.signIn'] }).click();
  await page.waitForURL(/#\/login$/);
  await page.locator('input[name="phone"]').fill('0917300000');
  await page.locator('form a[href="#/privacy-policy"]').click();
  await page.waitForURL(/#\/privacy-policy$/);
  await page.getByRole('heading', { level: 2, name: 'สิทธิของคุณ', exact: true }).waitFor();
  assert.ok((await page.getByRole('heading', { level: 2 }).count()) >= 9);
  await page.getByRole('button', { name: th['common.back'] }).click();
  await page.waitForURL(/#\/login$/);
  assert.is(await page.locator('input[name="phone"]').inputValue(), '0917300000');
  assert.equal(errors, []);
  await context.close();
});

test.run();
