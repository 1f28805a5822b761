// Repayment at 360x740 against the real server: a disbursed loan is extended, then repaid
// with a coupon through the signed callback (`ops pay`), and the order moves to completed; a second
// loan after `ops clock +40d` shows the overdue message, days and fee. Every figure on the repay page
// is checked against the server's `repay/detail` to the centavo.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CouponReceived } from '../../contract/coupon';
import type { RepayDetail } from '../../contract/repay';
import { DOUBLE_TAP_MS } from '../../src/app/touch-guard';
import { makePng } from '../server/identity/image-fixtures';
import { audit } from './audit';
import { certify } from './certify';
import { baseUrl, callApi, openIn, ops, phone, signInCookies, signInViaApi } from './harness';
import { callApiWithKey, disbursedLoan } from './loan';

const PHONE = '09176300002';

const tap = async (page: Page, name: string) => {
  await page.waitForTimeout(DOUBLE_TAP_MS + 50); // a touch end within 500 ms of the last is swallowed (spec section 9)
  await page.getByRole('button', { name, exact: true }).tap();
};
/** Pesos and dates as the English interface writes them. */
const pesos = (c: number) => '₱' + Math.floor(c / 100).toLocaleString('en-PH') + (c % 100 ? '.' + String(c % 100).padStart(2, '0') : '');
const day = (ms: number) =>
  new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', day: 'numeric', month: 'short', year: 'numeric' })
    .format(ms)
    .replace(/ /g, '\u00a0'); // joined, as the interface writes a date: it never breaks across lines
const figure = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd')
    .first()
    .textContent();

/** Opens the repay page and checks all eleven figures against the server's ledger. */
async function openRepay(page: Page, token: string, repayId: string): Promise<RepayDetail> {
  await page.goto('about:blank');
  await page.goto(baseUrl + '/#/repay/' + repayId);
  await page.getByText('Repayable amount').waitFor();
  const d = (await callApi<RepayDetail>('GET', '/repay/detail/' + repayId, { token })).data;
  const expected: [string, string][] = [
    ['Loan amount', pesos(d.loanAmount)],
    ['Due date', day(d.dueDate)],
    ['Product name', d.productName],
    ['Overdue days', String(d.overdueDays)],
    ['Overdue fee', pesos(d.overdueFee)],
    ['Due date after extension', day(d.extendedDueDate)],
    ['Already waived', pesos(d.waived)],
    ['Coupon', pesos(d.coupon)],
    ['Extension fee', pesos(d.extensionFee)],
    ['Service fee (deducted at payout, not owed)', pesos(d.serviceFee)],
    ['Repayable amount', pesos(d.repayable)],
  ];
  for (const [label, value] of expected) assert.is(await figure(page, label), value, label);
  return d;
}

/** Taps Get the payment code, waits for the code page of `route`, pays its amount with `ops pay`; answers the reference. */
async function getCodeAndPay(page: Page, route: string, amount: number): Promise<string> {
  await tap(page, 'Get the payment code');
  await page.waitForURL(new RegExp(`#${route}\\?reference=`));
  const reference = new URL(page.url().replace('#', '')).searchParams.get('reference')!;
  await page.getByText('How to pay').waitFor();
  assert.is(await figure(page, 'Reference'), reference);
  assert.is(await figure(page, 'Amount to pay'), pesos(amount));
  assert.equal(await audit(page), [], route);
  assert.match(await ops('pay', reference, String(amount)), '"ok":true');
  return reference;
}

test('a disbursed loan is extended, then repaid with a coupon through signed callbacks, and moves to completed; a later one shows overdue', async () => {
  const token = await signInViaApi(PHONE);
  await certify({ token, phoneNo: PHONE, deviceId: 'e2e-' + PHONE, idNumber: '0111-6300002-9' });
  const coupon = await callApiWithKey<CouponReceived>('/coupon/receiveCoupon/auth/complete', {}, token, PHONE);
  assert.ok(coupon.couponId);
  const repayId = await disbursedLoan(token, PHONE);
  const { context, page, errors } = await phone();
  await signInCookies(context, token, PHONE);

  // Extend: the fee (and any overdue fee) buys the due date the page previewed.
  const before = await openRepay(page, token, repayId);
  assert.equal(await audit(page), [], '/repay');
  await page.getByLabel('What do you want to pay?').selectOption('extend');
  await getCodeAndPay(page, '/sky-code', before.extensionFee + before.overdueFee);
  const extended = await openRepay(page, token, repayId);
  assert.is(extended.dueDate, before.extendedDueDate);

  // Repay in full with the coupon the page chose: it lowers what is paid.
  const couponAmount = (
    await callApi<{ details: { couponId: string; amount: number }[] }>('GET', '/coupon/couponList', { token })
  ).data.details.find((c) => c.couponId === coupon.couponId)!.amount;
  assert.ok(couponAmount > 0);
  assert.is(await figure(page, 'Amount to pay'), pesos(extended.repayable - couponAmount));
  await page.getByLabel('Pay with').selectOption('qrph');
  await tap(page, 'Get the payment code');
  await page.waitForURL(/#\/sky-scan\?reference=/);
  await page.getByRole('img', { name: /^QR Ph code for reference / }).waitFor();
  const reference = new URL(page.url().replace('#', '')).searchParams.get('reference')!;

  // The code page is public: opened without a session it still shows the code, and nothing else.
  const stranger = await phone();
  await stranger.page.goto(baseUrl + '/#/sky-scan?reference=' + reference);
  await stranger.page.getByRole('img', { name: 'QR Ph code for reference ' + reference }).waitFor();
  assert.is(await figure(stranger.page, 'Amount to pay'), pesos(extended.repayable - couponAmount));
  assert.equal(await stranger.page.locator('main dt').allTextContents(), ['Reference', 'Amount to pay', 'Pay before']);
  // Saved as a picture to pay from another phone or show at a counter: a PNG of the code with its figures under it.
  const [download] = await Promise.all([
    stranger.page.waitForEvent('download'),
    stranger.page.getByRole('button', { name: 'Save QR image', exact: true }).tap(),
  ]);
  assert.is(download.suggestedFilename(), `QR-${reference}.png`);
  const png = readFileSync(await download.path());
  assert.ok(png.subarray(1, 4).equals(Buffer.from('PNG')), 'a PNG');
  assert.ok(png.readUInt32BE(20) > png.readUInt32BE(16), 'taller than wide: the figures are written under the code');
  const shown = (await stranger.page.locator('main').textContent()) ?? '';
  for (const secret of [PHONE, PHONE.slice(1), extended.productName, pesos(extended.loanAmount), 'Santos'])
    assert.not.ok(shown.includes(secret), `the public page shows ${secret}`);
  await stranger.context.close();
  assert.match(await ops('pay', reference, String(extended.repayable - couponAmount)), '"ok":true');

  await page.goto(baseUrl + '/#/order');
  await page.getByRole('tab', { name: 'Completed' }).tap();
  await page.getByRole('tabpanel').getByText('Paid', { exact: true }).waitFor();
  await page.goto(baseUrl + '/#/coupon');
  await page.getByText(/· Used$/).waitFor();

  // A second loan, 40 days on: the overdue message, days and fee, as the server counts them.
  const second = await disbursedLoan(token, PHONE);
  await ops('clock', '+40d');
  try {
    // Token idleness follows real time (PRODUCT.md 'Clocks'): the borrower stays signed in.
    const late = await openRepay(page, token, second);
    assert.ok(late.overdueDays > 0 && late.overdueFee > 0);
    await page.getByText('Your order is overdue and your credit limit has been locked. Please repay in time.').waitFor();
    assert.equal(await audit(page), [], '/repay overdue');
    // Readable at 360 px in the longest languages (Thai, Filipino): labelled 44 px targets, no sideways
    // scroll; on /repay also with the part-payment field and its refusal showing.
    for (const lang of ['th', 'fil']) {
      for (const [path, ready] of [
        ['/repay/' + second, 'dl'],
        ['/coupon', 'li'],
        ['/sky-scan?reference=' + reference, 'dl'],
      ]) {
        await openIn(page, lang, path, ready);
        assert.equal(await audit(page), [], `${path} in ${lang}`);
      }
      await page.goto('about:blank');
      await page.goto(baseUrl + '/#/repay/' + second);
      await page.locator('main select').first().selectOption('partial');
      await page.locator('main input[inputmode=decimal]').fill('2.500.5');
      await page.locator('main [aria-invalid=true]').waitFor();
      assert.equal(await audit(page), [], `/repay part payment in ${lang}`);
    }
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  } finally {
    await ops('clock', 'reset');
  }
  assert.equal(errors, []);
  await context.close();
});

test('a proof of payment is sent only on Send, shows "Proof under review" on the repay page and in Orders, then that it was accepted', async () => {
  const borrower = '09176300003';
  const token = await signInViaApi(borrower);
  await certify({ token, phoneNo: borrower, deviceId: 'e2e-' + borrower, idNumber: '0111-6300003-9' });
  const repayId = await disbursedLoan(token, PHONE);
  const { context, page, errors } = await phone();
  await signInCookies(context, token, borrower);
  const underReview = (p: Page) => p.getByRole('status').filter({ hasText: 'Proof under review' });

  const before = await openRepay(page, token, repayId);
  await page.getByRole('link', { name: 'Paid but not showing? Upload proof' }).tap();
  await page.waitForURL(new RegExp(`#/upload-voucher\\?repayId=${repayId}$`));
  const photo = page.getByLabel(/Photo of the receipt/).and(page.locator('input[type=file]'));
  await photo.setInputFiles({ name: 'wrong.png', mimeType: 'image/png', buffer: makePng(640, 480) });
  const preview = page.getByRole('img', { name: 'Photo of the receipt' });
  await preview.waitFor();
  const first = await preview.getAttribute('src');
  await photo.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: makePng(720, 1280) });
  // The second pick replaces the first once it is shrunk: Send before that would send the first.
  for (let i = 0; i < 300 && (await preview.getAttribute('src')) === first; i++) await page.waitForTimeout(100);
  assert.is.not(await preview.getAttribute('src'), first, 'the second photo replaced the first');
  assert.is((await ops('vouchers')).trim(), 'no proofs waiting', 'a photo picked is not sent');
  await page.waitForTimeout(DOUBLE_TAP_MS + 50);
  await page.getByRole('button', { name: 'Send: Photo of the receipt' }).tap();
  await underReview(page).waitFor();
  assert.equal(await audit(page), [], '/upload-voucher');

  await openRepay(page, token, repayId);
  await underReview(page).waitFor();
  await page.goto(baseUrl + '/#/order');
  await underReview(page).waitFor();

  // The operator finds it waiting, with the photo the phone shrank, and accepts it: no money moves.
  const [, line] = (await ops('vouchers')).trim().split('\n');
  const [voucherId, , , phoneNo, , , file] = line.split('\t');
  assert.is(phoneNo, borrower);
  assert.ok(
    readFileSync(file)
      .subarray(0, 2)
      .equals(Buffer.from([0xff, 0xd8])),
    'sent as a JPEG',
  );
  assert.match(await ops('voucher', 'accept', voucherId), `proof ${voucherId}: accepted`);
  const accepted = (p: Page) =>
    p.getByRole('status').filter({ hasText: 'Your proof was accepted. The payment will show on your loan soon.' });
  const after = await openRepay(page, token, repayId);
  assert.is(after.repayable, before.repayable);
  await accepted(page).waitFor();
  assert.is(await underReview(page).count(), 0);
  await page.goto('about:blank');
  await page.goto(baseUrl + '/#/order');
  await page.getByText('Repaying').waitFor();
  await accepted(page).waitFor();
  assert.is(await underReview(page).count(), 0);
  await page.goto(baseUrl + '/#/upload-voucher');
  await page.getByText('Your proof was accepted. The payment will show on your loan soon.').waitFor();

  // Readable at 360 px in the longest language: labelled 44 px targets, no sideways scroll.
  await page.evaluate(() => localStorage.setItem('lang', 'th'));
  await page.goto('about:blank');
  await page.goto(baseUrl + '/#/upload-voucher?repayId=' + repayId);
  await page.getByRole('heading', { name: 'รูปใบเสร็จ' }).waitFor();
  assert.equal(await audit(page), [], '/upload-voucher in Thai');
  assert.equal(errors, []);
  await context.close();
});

test.run();
