// The focus ring in real Chromium: the page title takes focus after a route change so a screen reader
// says where the borrower is, yet it is no control and shows no ring; a keyboard's Tab shows one.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { baseUrl, phone } from './harness';

const ringOfFocused = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const el = document.activeElement!;
    // A field's ring sits on its frame (the prefix included), not on the input itself.
    const s = getComputedStyle(el.closest('.ui-control') ?? el);
    return { tag: el.tagName, style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
  });

test('a title focused after a reload and a redirect shows no ring; the control a Tab reaches shows one', async () => {
  const { context, page } = await phone();
  await page.goto(baseUrl + '/#/noren');
  await page.locator('h1').first().waitFor();
  await page.reload();
  await page.locator('h1').first().waitFor();
  // A redirect after the reload: a route change with no tap or key before it.
  await page.evaluate(() => (location.hash = '#/login'));
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === 'Sign in');
  const title = await ringOfFocused(page);
  assert.is(title.style, 'none', `the title after a redirect: ${JSON.stringify(title)}`);

  await page.keyboard.press('Tab');
  const ring = await ringOfFocused(page);
  assert.is.not(ring.tag, 'H1');
  assert.is(ring.style, 'solid', `the control after Tab: ${JSON.stringify(ring)}`);
  assert.ok(ring.width >= 2, `outline ${ring.width}px`);
  await context.close();
});

test('a title focused after a tap shows no ring either', async () => {
  const { context, page } = await phone();
  await page.goto(baseUrl + '/#/noren');
  await page.getByRole('button', { name: 'Sign in to apply' }).tap();
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === 'Sign in');
  assert.is((await ringOfFocused(page)).style, 'none');
  await context.close();
});

test.run();
