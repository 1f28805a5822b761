// Toasts at 360x740 cover no control the borrower may tap: a refusal after Apply at the foot of the
// loan page, and a message on Home above the tab bar. Each enabled control in view is checked
// against the toast's box, and where the two meet, Chromium's elementFromPoint says which is on top.
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DOUBLE_TAP_MS } from '../../src/app/touch-guard';
import { certify } from './certify';
import { baseUrl, openIn, phone, signInCookies, signInViaApi } from './harness';

const PHONE = '09176300021';

/** The enabled controls in view that the visible toast's box overlaps, named by their text or label. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toast = document.querySelector('.ui-toast')!.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>(
      'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), [role="tab"]',
    );
    const covered: string[] = [];
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height || r.bottom <= 0 || r.top >= innerHeight) continue; // not in view
      const meet = r.left < toast.right && toast.left < r.right && r.top < toast.bottom && toast.top < r.bottom;
      if (!meet) continue;
      // Where they meet, the toast would hide the control if it were hit there (it lets taps through, so ask as if it took them).
      const x = (Math.max(r.left, toast.left) + Math.min(r.right, toast.right)) / 2;
      const y = (Math.max(r.top, toast.top) + Math.min(r.bottom, toast.bottom)) / 2;
      // A control already hidden there (scrolled under the sticky header) is not the toast's doing.
      const under = document.elementFromPoint(x, y);
      if (!under || !el.contains(under)) continue;
      const host = document.querySelector<HTMLElement>('.ui-toasts')!;
      host.style.pointerEvents = 'auto';
      const top = document.elementFromPoint(x, y);
      host.style.pointerEvents = '';
      if (top?.closest('.ui-toasts')) covered.push(el.getAttribute('aria-label') || el.textContent!.trim());
    }
    return covered;
  });
}

test('a toast covers neither Apply at the foot of the loan page nor the tab bar on Home', async () => {
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
  assert.equal(await coveredControls(page), [], '/loan after Apply');
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
    assert.equal(await coveredControls(page), [], `/loan after Apply (${lang})`);
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
  assert.equal(await coveredControls(page), [], '/home with the tab bar');
  await context.close();
});

test.run();
