// Inside Facebook's in-app browser install and the camera do not work: the app says so at once
// and shows how to open it in a real browser; a borrower may still continue.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { baseUrl, phone } from './harness';

const FACEBOOK =
  'Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/442.0.0.0;]';

test('a Facebook in-app user agent gets the full-screen guide to open the app in a browser', async () => {
  const { context, page, errors } = await phone({ userAgent: FACEBOOK });
  await page.goto(baseUrl + '/');
  const guide = page.getByRole('dialog', { name: 'Open in your browser' });
  await guide.waitFor();
  const box = (await guide.boundingBox())!;
  assert.ok(box.width >= 360 && box.height >= 740, `full screen: ${box.width}x${box.height}`);
  const chrome = page.getByRole('link', { name: 'Open in Chrome' });
  assert.match((await chrome.getAttribute('href')) ?? '', /^intent:\/\/127\.0\.0\.1:\d+\/.*package=com\.android\.chrome;end$/);
  await page.getByRole('button', { name: 'Continue here' }).click();
  await guide.waitFor({ state: 'detached' });
  assert.equal(errors, []);
  await context.close();
});

test('an ordinary browser gets no guide', async () => {
  const { context, page } = await phone();
  await page.goto(baseUrl + '/');
  await page.waitForSelector('html[data-app=ready]');
  await page.waitForTimeout(300);
  assert.is(await page.getByRole('dialog', { name: 'Open in your browser' }).count(), 0);
  await context.close();
});

test.run();
