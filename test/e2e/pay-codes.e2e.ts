// Payment codes at 360x740 against the real server and its development gateway: a bank-transfer code
// reads as a real one (bank, account name, a numeric account number, the amount); a QR Ph reference
// opened on /repay-code shows its QR and turns to Paid by itself when `ops pay` pays it while open;
// once the transfer code is paid with `ops pay` (the ₱100 already paid comes back as a refund), the page, reloaded, says
// "Paid" and no longer offers payment, in the app and on the public link, in Filipino and Thai too.
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RepayCode, RepayDetail } from '../../contract/repay';
import { DOUBLE_TAP_MS } from '../../src/app/touch-guard';
import { audit } from './audit';
import { certify } from './certify';
import { baseUrl, callApi, openIn, ops, phone, signInCookies, signInViaApi } from './harness';
import { callApiWithKey, disbursedLoan } from './loan';

const PHONE = '09176281001';

const tap = async (page: Page, name: string) => {
  await page.waitForTimeout(DOUBLE_TAP_MS + 50); // a touch end within 500 ms of the last is swallowed (spec section 9)
  await page.getByRole('button', { name, exact: true }).tap();
};
const pesos = (c: number) => '₱' + Math.floor(c / 100).toLocaleString('en-PH') + (c % 100 ? '.' + String(c % 100).padStart(2, '0') : '');
const figure = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd')
    .first()
    .textContent();
/** Nothing on the page invites paying the code. */
async function offersNoPayment(page: Page, where: string) {
  assert.is(await page.getByRole('img').count(), 0, `${where}: no QR`);
  assert.is(await page.getByRole('button', { name: /^Copy/ }).count(), 0, `${where}: nothing to copy`);
  assert.is(await page.getByText('How to pay').count(), 0, `${where}: no steps`);
  assert.is(await page.getByText('Amount to pay').count(), 0, `${where}: no amount to pay`);
}

test('a bank-transfer code reads as a real one, a QR Ph reference shows its QR anywhere, and a paid code says Paid once reloaded', async () => {
  const token = await signInViaApi(PHONE);
  await certify({ token, phoneNo: PHONE, deviceId: 'e2e-' + PHONE, idNumber: '0111-6281001-9' });
  const repayId = await disbursedLoan(token, PHONE);
  const d = (await callApi<RepayDetail>('GET', '/repay/detail/' + repayId, { token })).data;
  const { context, page, errors } = await phone();
  await signInCookies(context, token, PHONE);

  // Repay in full by bank transfer: the page names the receiving bank and a numeric account.
  await page.goto(baseUrl + '/#/repay/' + repayId);
  await page.getByText('Repayable amount').waitFor();
  await page.getByLabel('Pay with').selectOption('va');
  await tap(page, 'Get the payment code');
  await page.waitForURL(/#\/va\?reference=/);
  const reference = new URL(page.url().replace('#', '')).searchParams.get('reference')!;
  await page.getByText('This code repays your loan in full.').waitFor();
  assert.is(await figure(page, 'Bank'), 'Sample Bank (development)');
  assert.is(await figure(page, 'Account holder name'), 'PesoCash Lending (sample)');
  assert.match((await figure(page, 'Account number')) ?? '', /^\d{20}$/);
  assert.is(await figure(page, 'Amount to pay'), pesos(d.repayable));
  assert.is(await figure(page, 'Reference'), reference);
  assert.equal(await audit(page), [], '/va open');

  // A QR Ph code made for the same loan opens as a QR on /repay-code too (and replaces the transfer code).
  const qr = await callApiWithKey<RepayCode>('/repay/code', { repayId, kind: 'repay', amount: 10_000, channel: 'qrph' }, token, PHONE);
  const stranger = await phone();
  await stranger.page.goto(baseUrl + '/#/repay-code?reference=' + qr.reference);
  await stranger.page.getByRole('img', { name: 'QR Ph code for reference ' + qr.reference }).waitFor();
  assert.equal(await audit(stranger.page), [], '/repay-code with a QR Ph reference');
  // Paid while the page is open: it asks again by itself (no reload) and turns to Paid, the QR gone.
  assert.match(await ops('pay', qr.reference, '10000'), '"ok":true');
  await stranger.page.getByText(/^Paid ₱100 on .+, thank you\.$/).waitFor({ timeout: 60_000 });
  await offersNoPayment(stranger.page, 'a code paid while open');
  // A newer QR Ph code, still open when the transfer below settles the loan.
  const qr2 = await callApiWithKey<RepayCode>('/repay/code', { repayId, kind: 'repay', amount: 10_000, channel: 'qrph' }, token, PHONE);
  await page.reload();
  await page.getByRole('alert').filter({ hasText: 'A newer code replaced this one: do not pay this code.' }).waitFor();
  await offersNoPayment(page, 'a replaced code');

  // Paid through the signed callback's path: reloaded, the page thanks and offers nothing to pay.
  assert.match(await ops('pay', reference, String(d.repayable)), '"ok":true');
  await page.reload();
  await page.getByText(new RegExp(`^Paid ${pesos(d.repayable).replace('.', '\\.')} on .+, thank you\\.$`)).waitFor();
  await page.getByText('This loan is repaid. Thank you!').waitFor();
  await offersNoPayment(page, 'a paid code');
  assert.equal(await audit(page), [], '/va paid');
  // The public link a relative got says the same, and the QR code of the settled loan warns not to pay it.
  await stranger.page.goto(baseUrl + '/#/pembayaran?reference=' + reference);
  await stranger.page.getByText(/^Paid .+, thank you\.$/).waitFor();
  await offersNoPayment(stranger.page, 'the public paid page');
  await stranger.page.goto('about:blank');
  await stranger.page.goto(baseUrl + '/#/sky-scan?reference=' + qr2.reference);
  await stranger.page.getByRole('alert').filter({ hasText: 'This loan is settled: do not pay this code.' }).waitFor();
  await offersNoPayment(stranger.page, 'a settled code');
  await stranger.context.close();

  // Readable at 360 px in the longest languages.
  for (const lang of ['fil', 'th']) {
    await openIn(page, lang, `/va?reference=${reference}&repayId=${repayId}`, '[role=status]');
    assert.equal(await audit(page), [], `/va paid in ${lang}`);
    await openIn(page, lang, `/sky-scan?reference=${qr2.reference}`, '[role=alert]');
    assert.equal(await audit(page), [], `/sky-scan settled in ${lang}`);
  }
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  assert.equal(errors, []);
  await context.close();
});

test('an open bank-transfer code and a partly paid one fit 360 px in Filipino and Thai', async () => {
  const borrower = '09176281002';
  const token = await signInViaApi(borrower);
  await certify({ token, phoneNo: borrower, deviceId: 'e2e-' + borrower, idNumber: '0111-6281002-9' });
  const repayId = await disbursedLoan(token, borrower);
  const va = await callApiWithKey<RepayCode>('/repay/code', { repayId, kind: 'repay', amount: 20_000, channel: 'va' }, token, borrower);
  const { context, page, errors } = await phone();
  await signInCookies(context, token, borrower);
  await page.goto(baseUrl + '/#/order');
  for (const lang of ['fil', 'th']) {
    await openIn(page, lang, `/va?reference=${va.reference}&repayId=${repayId}&pays=partial`, 'ol');
    assert.equal(await audit(page), [], `/va open in ${lang}`);
  }
  assert.match(await ops('pay', va.reference, '5000'), '"ok":true');
  for (const lang of ['fil', 'th']) {
    await openIn(page, lang, `/va?reference=${va.reference}&repayId=${repayId}`, 'a[href^="#/repay/"]');
    assert.equal(await audit(page), [], `/va part in ${lang}`);
  }
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  assert.equal(errors, []);
  await context.close();
});

test.run();
