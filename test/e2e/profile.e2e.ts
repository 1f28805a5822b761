import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DOUBLE_TAP_MS } from '../../src/app/touch-guard';
import { baseUrl, callApi, phone, signInCookies, signInViaApi } from './harness';

test('signing out from My profile revokes the token on the server and ends the session in every open tab', async () => {
  const { context, page, errors } = await phone();
  const token = await signInViaApi('09174000001');
  await signInCookies(context, token, '09174000001');
  await page.goto(baseUrl + '/#/user');
  await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
  await page.getByText('+63 917•••0001').waitFor();

  const otherTab = await context.newPage();
  await otherTab.goto(baseUrl + '/#/order');
  await otherTab.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();

  // It asks first: Cancel keeps the borrower signed in, on My profile.
  await page.getByRole('button', { name: 'Sign out' }).tap();
  const ask = page.getByRole('dialog', { name: 'Sign out?' });
  await ask.waitFor();
  await page.waitForTimeout(DOUBLE_TAP_MS + 50); // a touch end within 500 ms of the last is swallowed (spec section 9)
  await ask.getByRole('button', { name: 'Cancel' }).tap();
  await ask.waitFor({ state: 'detached' });
  assert.ok(
    (await context.cookies()).find((c) => c.name === 'token'),
    'still signed in after Cancel',
  );
  assert.is((await callApi('GET', '/user/status', { token })).code, 200, 'the token still works after Cancel');
  assert.match(page.url(), /#\/user$/);

  await page.waitForTimeout(DOUBLE_TAP_MS + 50);
  await page.getByRole('button', { name: 'Sign out' }).tap();
  await page.waitForTimeout(DOUBLE_TAP_MS + 50);
  await ask.getByRole('button', { name: 'Sign out' }).tap();
  await page.waitForURL(/#\/login$/);
  await otherTab.waitForURL(/#\/login$/);
  assert.is(
    (await context.cookies()).find((c) => c.name === 'token'),
    undefined,
  );
  assert.is((await callApi('GET', '/user/status', { token })).code, 401, 'the server no longer accepts the token');
  assert.equal(errors, []);
  await context.close();
});

test('My profile hosts the language switch', async () => {
  const { context, page } = await phone();
  await context.addCookies([{ name: 'token', value: await signInViaApi('09174000002'), url: baseUrl }]);
  await page.goto(baseUrl + '/#/user');
  await page.getByLabel('Language').selectOption('fil');
  await page.getByRole('heading', { level: 1, name: 'Aking profile' }).waitFor();
  await context.close();
});

test.run();
