// Toasts at 360x740, just under the header: a refusal after Apply at the foot of the loan page in six
// languages, and a message on Home over a dialog and the tab bar, each checked against what must stay in sight.
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DOUBLE_TAP_MS } from '../../src/app/touch-guard';
import { certify } from './certify';
import { baseUrl, openIn, phone, signInCookies, signInViaApi } from './harness';

const PHONE = '09176300021';

// What a toast must leave in sight: the page title, the page's buttons (Apply and the loan agreement at
// the foot), the tab bar and a dialog's actions. Elsewhere it may lie over the page for its 3 s, as it
// lets taps through to what is under it.
const KEEP = ['#app h1', 'main .ui-btn', '.tab-bar', '.ui-dialog-actions'];

/** What of KEEP the visible toast's box meets, and whether a tap on the toast fails to reach the page under it. */
function underToast(page: Page): Promise<string[]> {
  return page.evaluate((keep) => {
    const toast = document.querySelector('.ui-toast')!.getBoundingClientRect();
    const found: string[] = [];
    for (const el of document.querySelectorAll(keep.join())) {
      const r = el.getBoundingClientRect();
      const meet = r.width && r.left < toast.right && toast.left < r.right && r.top < toast.bottom && toast.top < r.bottom;
      if (meet) found.push(`${el.tagName} ${el.textContent!.trim().slice(0, 40)}`);
    }
    const hit = document.elementFromPoint((toast.left + toast.right) / 2, (toast.top + toast.bottom) / 2);
    if (hit?.closest('.ui-toasts')) found.push('a tap on the toast stops at it');
    return found;
  }, KEEP);
}

test('a toast covers neither the page title, nor Apply at the foot of the loan page, nor the tab bar on Home', async () => {
  const token = await signInViaApi(PHONE);
  await certify({ token, phoneNo: PHONE, deviceId: 'e2e-' + PHONE });
  const { context, page } = await phone();
  await signInCookies(context, token, PHONE);
  // The connection drops as the application goes: the client's toast says so while Apply is on screen.
  await page.route('**/api/user/product/applyLoan', (r) => r.abort('internetdisconnected'));
  await page.goto(baseUrl + '/#/loan');
  await page.getByText('Net proceeds (what you receive)').waitFor();
  await page.getByRole('checkbox').check();
  const apply = page.getByRole('button', { name: 'Apply', exact: true });
  await apply.scrollIntoViewIfNeeded();
  await page.waitForTimeout(DOUBLE_TAP_MS + 50);
  await apply.tap();
  // The location notice comes first on a first application; the borrower declines it.
  await page.waitForTimeout(DOUBLE_TAP_MS + 50);
  await page.getByRole('button', { name: 'Not now' }).tap();
  await page.locator('.ui-toast').waitFor();
  assert.equal(await underToast(page), [], '/loan after Apply');
  // The same in the other languages, whose message is longer (Filipino, Thai): it stays off the controls.
  for (const lang of ['es', 'id', 'th', 'vi', 'fil']) {
    await openIn(page, lang, '/loan', '.agreement input');
    await page.locator('main .ui-dl, main dl').first().waitFor();
    await page.getByRole('checkbox').check();
    const primary = page.locator('main .ui-btn--primary').last();
    await primary.scrollIntoViewIfNeeded();
    await page.waitForTimeout(DOUBLE_TAP_MS + 50);
    await primary.tap();
    await page.locator('.ui-toast').waitFor();
    assert.equal(await underToast(page), [], `/loan after Apply (${lang})`);
  }
  await openIn(page, 'en', '/home', 'h2');

  await page.getByRole('button', { name: 'Reserve your next loan' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(DOUBLE_TAP_MS + 50);
  await page.getByRole('button', { name: 'Reserve your next loan' }).tap();
  const take = page.getByRole('button', { name: 'Apply & Get Coupon' });
  await page
    .getByRole('dialog')
    .getByText(/Reserve up to/)
    .waitFor();
  // The connection drops as the borrower takes the coupon: the client's toast says so.
  await page.context().setOffline(true);
  await page.waitForTimeout(DOUBLE_TAP_MS + 50);
  await take.tap();
  await page.locator('.ui-toast').waitFor();
  assert.equal(await underToast(page), [], '/home with the tab bar');
  await context.close();
});

test.run();
