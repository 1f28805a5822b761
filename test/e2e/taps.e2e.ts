// A borrower's taps in the built app against the real server, without timing: a page's data leaves
// with the tap, before its chunk has run; a tab seen before shows what it showed while it asks again.
// The last answers also survive a reload, for the same borrower only, until they sign out.
import type { Page, Route } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DOUBLE_TAP_MS } from '../../src/app/touch-guard';
import { certify } from './certify';
import { baseUrl, chunkOf, phone, signInCookies, signInViaApi } from './harness';

const NONE_OPEN = 'You have no loan in progress.';
const BILLS = /\/api\/user\/borrow\/bill\?borrowType=0$/;

const tapTab = async (page: Page, name: string) => {
  await page.waitForTimeout(DOUBLE_TAP_MS + 50); // a touch end within 500 ms of the last is swallowed (spec section 9)
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name, exact: true }).tap();
};

/** Holds every request matching `url` until `release()`; `seen` resolves when the first arrives. */
async function hold(page: Page, url: RegExp | string) {
  const held: Route[] = [];
  let arrived: () => void = () => {};
  const seen = new Promise<void>((r) => (arrived = r));
  let released = false;
  const handler = (route: Route) => {
    if (released) return route.continue();
    held.push(route);
    arrived();
  };
  await page.route(url, handler);
  return {
    seen,
    release: async () => {
      released = true;
      for (const r of held.splice(0)) await r.continue();
      await page.unroute(url, handler);
    },
  };
}

async function certifiedOnHome(phoneNo: string) {
  const token = await signInViaApi(phoneNo);
  await certify({ token, phoneNo, deviceId: 'e2e-' + phoneNo, idNumber: '0111-' + phoneNo.slice(4, 11) + '-9' });
  const { context, page, errors } = await phone();
  await signInCookies(context, token, phoneNo);
  await page.goto(baseUrl + '/#/home');
  await page.getByText('Credit limit', { exact: true }).waitFor();
  return { context, page, errors };
}

test('the data of a tapped tab leaves before its page chunk has run', async () => {
  const { context, page, errors } = await certifiedOnHome('09176320001');
  const chunk = await hold(page, baseUrl + chunkOf('src/features/borrow/order-page.tsx'));
  const bills = page.waitForRequest(BILLS);
  await tapTab(page, 'Order');
  await chunk.seen;
  await bills; // asked for while the page's chunk is still held: nothing of the page has run
  await chunk.release();
  await page.getByText(NONE_OPEN).waitFor();
  assert.equal(errors, []);
  await context.close();
});

test('a tab seen before shows its content before its request answers, asked again behind it', async () => {
  const { context, page, errors } = await certifiedOnHome('09176320002');
  await tapTab(page, 'Order');
  await page.getByText(NONE_OPEN).waitFor();
  await tapTab(page, 'Home');
  await page.getByText('Credit limit', { exact: true }).waitFor();

  const bills = await hold(page, BILLS);
  await tapTab(page, 'Order');
  await bills.seen; // asked again behind what is shown
  await page.getByText(NONE_OPEN).waitFor();
  await bills.release();

  assert.equal(errors, []);
  await context.close();
});

const kept = (page: Page) => page.evaluate(() => localStorage.getItem('kept'));

test('after a reload a page seen before shows what it showed before its request answers; never to another borrower; sign-out clears it', async () => {
  const { context, page, errors } = await certifiedOnHome('09176320003');
  await tapTab(page, 'Order');
  await page.getByText(NONE_OPEN).waitFor();

  // The start script's one request carries the status and the bills: held, the kept bills show anyway.
  const batch = await hold(page, /\/api\/user\/batch\?/);
  await page.reload({ waitUntil: 'commit' });
  await batch.seen;
  await page.getByText(NONE_OPEN).waitFor();
  await batch.release();

  // Another borrower on this phone (their token in the cookie) finds nothing of the first one's.
  await context.clearCookies();
  await signInCookies(context, await signInViaApi('09176320004'), '09176320004', 2);
  await context.addCookies([{ name: 'deviceId', value: 'e2e-09176320004', url: baseUrl }]);
  const theirs = await hold(page, /\/api\/user\/batch\?/);
  await page.reload({ waitUntil: 'commit' });
  await theirs.seen;
  await page.waitForSelector('html[data-app=ready]');
  await page.getByText('Loading…').first().waitFor();
  assert.is(await page.getByText(NONE_OPEN).count(), 0, "the first borrower's bills are not shown");
  assert.is(await kept(page), null, 'and no longer stored');
  await theirs.release();

  // Signing out leaves nothing stored.
  await page.goto(baseUrl + '/#/user');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/#\/login$/);
  assert.is(await kept(page), null);
  assert.equal(errors, []);
  await context.close();
});

test.run();
