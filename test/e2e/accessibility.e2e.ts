import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { baseUrl, phone, signInViaApi } from './harness';

/** Controls on the page that are too small to tap, have no accessible name, or text below 12 px. */
async function audit(page: import('playwright-core').Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('button, input:not([type=hidden]), select, textarea, a[href]');
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // not shown
      const inlineLink = el.tagName === 'A' && getComputedStyle(el).display === 'inline';
      const checkbox = el instanceof HTMLInputElement && el.type === 'checkbox';
      // Inline links in a sentence are exempt (WCAG 2.5.8); a checkbox's target is its whole label.
      const target = checkbox ? (el.closest('label') ?? el).getBoundingClientRect() : box;
      if (!inlineLink && (target.width < 44 || target.height < 44)) problems.push(`small target ${el.outerHTML.slice(0, 80)} ${Math.round(target.width)}x${Math.round(target.height)}`);
      const labelled = el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') || (el as HTMLInputElement).labels?.length || el.textContent?.trim();
      if (!labelled) problems.push(`no accessible name ${el.outerHTML.slice(0, 80)}`);
    }
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (!el.childNodes.length || ![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim())) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 12) problems.push(`text ${size}px: ${el.textContent!.trim().slice(0, 40)}`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`sideways scroll: ${document.documentElement.scrollWidth}px wide`);
    return problems;
  });
}

for (const lang of ['en', 'th', 'vi']) {
  test(`at 360 px in ${lang}: the landing, sign-in and privacy pages have named 44 px controls, readable text, no sideways scroll`, async () => {
    const { context, page } = await phone();
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    for (const path of ['/noren', '/login', '/privacy-policy']) {
      await page.goto(`${baseUrl}/#${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      assert.equal(await audit(page), [], `${path} in ${lang}`);
    }
    await context.close();
  });
}

test('signed in at 360 px: My profile and a placeholder page pass the same audit', async () => {
  const { context, page } = await phone();
  await context.addCookies([{ name: 'token', value: await signInViaApi('09175000001'), url: baseUrl }]);
  for (const path of ['/user', '/coupon']) {
    await page.goto(`${baseUrl}/#${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.equal(await audit(page), [], path);
  }
  await context.close();
});

test('focus is visible: a keyboard user sees an outline on the focused control', async () => {
  const { context, page } = await phone();
  await page.goto(baseUrl + '/#/login');
  await page.getByLabel('Mobile number').waitFor();
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const s = getComputedStyle(document.activeElement!);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
  });
  assert.is.not(outline.style, 'none');
  assert.ok(outline.width >= 2, `outline ${outline.width}px`);
  await context.close();
});

test('after a route change focus lands on the new page title, so a screen reader announces it', async () => {
  const { context, page } = await phone();
  await page.goto(baseUrl + '/#/noren');
  await page.getByRole('button', { name: 'Sign in to apply' }).tap();
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Sign in');
  await context.close();
});

test.run();
