// The accessibility audit: axe-core with the WCAG 2.2 A and AA rules on every route of the route
// table in six languages at 360x740, as each kind of borrower meets it (route-walk.ts), failing on
// any serious or critical violation; plus 44 px targets and 12 px text, which axe does not check.
// A11Y_LANGS=fil,th walks only those (while fixing).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locale } from '../../src/i18n/i18n';
import filContacts from '../../src/ui/contacts/messages/fil';
import { audit, axeViolations } from './audit';
import { baseUrl, phone } from './harness';
import { walkRoutes } from './route-walk';

const LANGS = (process.env.A11Y_LANGS?.split(',') ?? ['en', 'es', 'id', 'th', 'vi', 'fil']) as Locale[];

test('axe-core finds a planted violation: the audit can fail', async () => {
  const { context, page } = await phone({ bypassCSP: true });
  await page.goto(`${baseUrl}/#/login`);
  await page.locator('main form').waitFor();
  assert.equal(await axeViolations(page, true), []);
  await page.evaluate(() => {
    const b = document.querySelector('main form')!.appendChild(document.createElement('button'));
    b.type = 'button';
    b.setAttribute('aria-label', 'Close');
    b.textContent = 'Ipadala ang code';
  });
  assert.match((await axeViolations(page, true)).join('\n'), /label-content-name-mismatch \(serious\)/);
  await context.close();
});

test('every route in six languages at 360x740: no serious or critical axe violation, 44 px targets, 12 px text', async () => {
  const problems: string[] = [];
  const took = await walkRoutes({
    langs: LANGS,
    prefix: '0917650',
    context: () => phone({ bypassCSP: true }),
    async check(page, lang, where) {
      for (const p of await audit(page, true)) problems.push(`${where} [${lang}] ${p}`);
    },
  });
  const secs = (ms: number) => (ms / 1000).toFixed(1);
  console.log(`accessibility walk: ${secs(took.total)} s (borrowers ${secs(took.setup)} s); ${problems.length} problems`);
  assert.equal(problems, []);
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

test('on sign-in the customer-service button leaves the language select whole, its arrow included', async () => {
  const { context, page } = await phone();
  await context.addInitScript(() => localStorage.setItem('lang', 'fil'));
  await page.goto(baseUrl + '/#/login');
  const select = page.getByRole('combobox');
  await select.waitFor();
  await select.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const [s, fab] = [await select.boundingBox(), await page.getByRole('button', { name: filContacts['contactList.open'] }).boundingBox()];
  const apart = s!.x + s!.width <= fab!.x || fab!.y + fab!.height <= s!.y || s!.y + s!.height <= fab!.y;
  assert.ok(apart, `select ${JSON.stringify(s)} and button ${JSON.stringify(fab)} overlap`);
  await context.close();
});

test.run();
