// temporary: screenshots for a layout review (not committed)
import { baseUrl, phone, startBrowser, startServer, stopAll } from './harness';
await startServer();
await startBrowser();
const out = process.env.OUT ?? '/tmp/w7/peek';
for (const lang of (process.env.LANGS ?? 'fil,en').split(',')) {
  const { context, page } = await phone();
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  await page.goto(baseUrl + '/#/noren');
  await page.locator('h1').first().waitFor();
  await page.locator('.lender-link').click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(300);
  await page.evaluate(() => document.querySelector('.ui-dialog')!.scrollTo(0, 9999));
  await page.screenshot({ path: `${out}-${lang}-sample-end.png` });
  await context.close();
}
await stopAll();
