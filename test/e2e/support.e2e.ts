import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { audit } from './audit';
import { baseUrl, callApi, ops, phone, signInCookies, signInViaApi, startBrowser } from './harness';
import type { Page } from 'playwright-core';
import filContacts from '../../src/ui/contacts/messages/fil';
import thContacts from '../../src/ui/contacts/messages/th';

/** The customer-service button's name, as a screen reader says it. */
const fabName: Record<string, string> = { th: thContacts['contactList.open'], fil: filContacts['contactList.open'] };

// Taps closer than 500 ms count once (spec section 9, the double-tap guard): a borrower's next tap comes later.
const pause = (page: Page) => page.waitForTimeout(550);

/** Real JPEG files: screenshots of the landing page in a desktop-sized window. */
async function photos(n: number): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-feedback-'));
  const context = await (await startBrowser()).newContext({ viewport: { width: 1000, height: 800 } });
  const page = await context.newPage();
  await page.goto(baseUrl + '/#/noren');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const files: string[] = [];
  for (let i = 0; i < n; i++) {
    await page.evaluate((k) => (document.body.style.background = `hsl(${k * 60} 60% 80%)`), i);
    const path = join(dir, `shot-${i + 1}.jpg`);
    await page.screenshot({ type: 'jpeg', path, quality: 80 });
    files.push(path);
  }
  await context.close();
  return files;
}

test('feedback with images is sent and shows its reference; the server keeps it for this borrower', async () => {
  const [a, b] = await photos(2);
  const { context, page, errors } = await phone();
  const token = await signInViaApi('09174100001');
  await signInCookies(context, token, '09174100001');
  await page.goto(baseUrl + '/#/feedback');
  await page.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor();
  await page.getByRole('button', { name: 'Submit' }).tap();
  await page.getByText('Please fill in the feedback content before submitting.').waitFor();
  await page.getByLabel('Feedback type').selectOption('COMPLAINT');
  await page.getByLabel('What happened?').fill('The repay page froze after I paid.');
  await page.getByLabel('Add images').setInputFiles([a, b]);
  await page.getByText('Images (2/5)').waitFor();
  await pause(page);
  await page.getByRole('button', { name: 'Submit' }).tap();
  const ref = await page.getByText(/^Your reference number: FB-/).textContent();
  const referenceNo = ref!.replace('Your reference number: ', '');
  await page.getByText('Received', { exact: true }).waitFor();
  const list = await callApi<{ referenceNo: string; imageCount: number }[]>('GET', '/report/webPageFb/list', { token });
  assert.equal(
    list.data.map((f) => [f.referenceNo, f.imageCount]),
    [[referenceNo, 2]],
  );
  assert.equal(errors, []);
  await context.close();
});

test('an operator answers a feedback with the CLI: the borrower sees the unread badge, the answer in the message center, and the feedback answered', async () => {
  const { context, page, errors } = await phone();
  const token = await signInViaApi('09174100004');
  await signInCookies(context, token, '09174100004');
  await page.goto(baseUrl + '/#/feedback');
  await page.getByLabel('Feedback type').selectOption('SUGGESTION');
  await page.getByLabel('What happened?').fill('Please add GCash to repayments.');
  await pause(page);
  await page.getByRole('button', { name: 'Submit' }).tap();
  const ref = (await page.getByText(/^Your reference number: FB-/).textContent())!.replace('Your reference number: ', '');

  await ops('feedback', 'answer', ref, 'GCash', 'is', 'already', 'there:', 'choose', 'it', 'on', 'the', 'repay', 'page.'); // throws unless it exits 0

  await page.goto(baseUrl + '/#/user');
  await page.reload();
  await page.getByRole('button', { name: 'My profile 1' }).waitFor();
  await pause(page);
  await page.getByRole('button', { name: 'Message center 1 unread messages' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Message center' });
  await dialog.getByText(`Answer to your feedback ${ref}`).waitFor();
  await dialog.getByText('GCash is already there: choose it on the repay page.').waitFor();
  await page.getByRole('button', { name: 'My profile', exact: true }).waitFor();
  await pause(page);
  await dialog.getByRole('button', { name: 'Close' }).tap();
  await page.goto(baseUrl + '/#/feedback');
  await page.getByText('Answered', { exact: true }).waitFor();
  assert.equal(errors, []);
  await context.close();
});

test('a sixth image is refused with a message', async () => {
  const files = await photos(6);
  const { context, page } = await phone();
  await signInCookies(context, await signInViaApi('09174100002'), '09174100002');
  await page.goto(baseUrl + '/#/feedback');
  await page.getByLabel('Add images').setInputFiles(files);
  await page.getByText('You can add up to 5 images.').waitFor();
  await page.getByText('Images (5/5)').waitFor();
  await context.close();
});

test('the customer-service entries copy, on the page and from the floating icon on the sign-in page', async () => {
  const { context, page, errors } = await phone();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await signInCookies(context, await signInViaApi('09174100003'), '09174100003');
  const config = await callApi<{ staffService: Record<string, string> }>('GET', '/public/appConfig');
  const { servicePhone, serviceWhatsApp } = config.data.staffService;
  await page.goto(baseUrl + '/#/customer-service');
  await page.getByRole('button', { name: /^Copy Phone/ }).tap();
  await page.getByText('Copy successful').waitFor();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), servicePhone);
  const mail = page.getByRole('link', { name: 'Write to us by email' });
  assert.match((await mail.getAttribute('href')) ?? '', /^mailto:.+\?subject=PesoCash%20support%20request$/);

  await context.clearCookies();
  await page.goto(baseUrl + '/#/login');
  await pause(page);
  await page.getByRole('button', { name: 'Customer service' }).tap();
  await pause(page);
  await page
    .getByRole('dialog', { name: 'Customer service' })
    .getByRole('button', { name: /^Copy WhatsApp/ })
    .tap();
  await page.getByText('Copy successful').waitFor();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), serviceWhatsApp);
  assert.equal(errors, []);
  await context.close();
});

for (const lang of ['th', 'fil']) {
  test(`at 360 px in ${lang}: the support pages, the contacts panel and the message center have named 44 px controls, readable text, no sideways scroll`, async () => {
    const { context, page, errors } = await phone();
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const phoneNo = lang === 'th' ? '09174100005' : '09174100006';
    const token = await signInViaApi(phoneNo);
    await signInCookies(context, token, phoneNo);
    const user = await callApi<{ userId: number }>('GET', '/user/status', { token });
    assert.is(user.code, 200);
    for (const path of ['/user', '/feedback', '/customer-service', '/survey', '/test']) {
      await page.goto(`${baseUrl}/#${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      assert.equal(await audit(page), [], `${path} in ${lang}`);
    }
    await page.goto(`${baseUrl}/#/user`);
    await page.getByRole('button', { name: fabName[lang] }).tap();
    await page.getByRole('dialog').getByRole('link').first().waitFor();
    assert.equal(await audit(page), [], `contacts panel in ${lang}`);
    assert.equal(errors, []);
    await context.close();
  });
}

test.run();
