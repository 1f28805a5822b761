import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { audit } from './audit';
import { baseUrl, phone, signInViaApi } from './harness';

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
