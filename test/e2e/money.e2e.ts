// Where the money went, at 360x740 against the real server: a loan paid twice shows the refund in
// Orders (pending, then sent once `ops refund` records it), with each payment and its receipt; a
// payment to a reference nobody made waits as unmatched money until `ops match` applies it, and
// then shows on the repay page. `ops bills` sums every centavo received, in Filipino too.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ApplyLoanAnswer, OpenBill, ProductList } from '../../contract/borrow';
import type { RepayCode, RepayDetail } from '../../contract/repay';
import { DEV_PAY_SECRET } from '../../server/config-secrets';
import { signPayment } from '../../server/repay/pay-signature';
import { DOUBLE_TAP_MS } from '../../src/app/touch-guard';
import { audit } from './audit';
import { certify } from './certify';
import { baseUrl, callApi, openIn, ops, phone, signInCookies, signInViaApi } from './harness';

/** A POST with an Idempotency-Key, enveloped as the app sends it. */
async function post<T>(path: string, body: unknown, token: string): Promise<T> {
  const { seal, open } = await import('../../src/api/envelope');
  const key = (await import('../../build/settings.mjs')).readBuildSettings(process.env).envelopeKey;
  const res = await fetch(baseUrl + '/api/user' + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', EFLAG: '1', Authentication: token, 'Idempotency-Key': 'e2e-' + randomUUID() },
    body: JSON.stringify({ payload: await seal(body, key) }),
  });
  const r = await open<{ code: number; data: T; msg: string }>(((await res.json()) as { payload: string }).payload, key);
  if (r.code !== 200) throw new Error(`${path}: ${r.code} ${r.msg}`);
  return r.data;
}

/** A certified borrower's smallest loan, once the development policy disbursed it: its token, repayId and borrowId. */
async function disbursedLoan(phoneNo: string) {
  const token = await signInViaApi(phoneNo);
  await certify({ token, phoneNo, deviceId: 'e2e-' + phoneNo });
  const [p] = (await callApi<ProductList>('GET', '/product/productList/V2/1', { token })).data;
  const body = { productCode: p.productCode, amount: p.minAmount, term: p.terms[0], agreementAccepted: true };
  const applied = await post<ApplyLoanAnswer>('/product/applyLoan', body, token);
  for (let i = 0; i < 40; i++) {
    const open = (await callApi<OpenBill>('GET', '/borrow/borrowStatus', { token })).data;
    if ('borrowStatus' in open && open.borrowStatus === 40) return { token, repayId: applied.repayId, borrowId: applied.borrowId };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the loan was not disbursed');
}

/** Pesos as the English interface writes them. */
const pesos = (c: number) => '₱' + Math.floor(c / 100).toLocaleString('en-PH') + (c % 100 ? '.' + String(c % 100).padStart(2, '0') : '');

/** `ops bills`' totals line, checked to add up: received = applied + overpaid + unmatched. */
async function totals() {
  const m = /received (\d+) = applied (\d+) \+ overpaid (\d+) \+ unmatched (\d+)/.exec(await ops('bills'));
  assert.ok(m, 'ops bills prints the totals');
  const [received, applied, overpaid, unmatched] = m.slice(1).map(Number);
  assert.is(applied + overpaid + unmatched, received);
  return { received, applied, overpaid, unmatched };
}

/** A tap after the touch guard's window: a touch end within it of the last is swallowed (spec section 9). */
const tap = async (page: Page, target: Locator) => {
  await page.waitForTimeout(DOUBLE_TAP_MS + 50);
  await target.tap();
};

const completedTab = async (page: Page) => {
  await page.goto('about:blank');
  await page.goto(baseUrl + '/#/order');
  await tap(page, page.getByRole('tab').nth(1));
};

test('a loan paid twice shows the second payment as a refund in Orders, then as sent once ops refund records it', async () => {
  const PHONE = '09176310001';
  const { token, repayId } = await disbursedLoan(PHONE);
  const owed = (await callApi<RepayDetail>('GET', '/repay/detail/' + repayId, { token })).data.repayable;
  const code = await post<RepayCode>('/repay/code', { repayId, kind: 'repay', amount: owed, channel: 'gcash' }, token);
  const before = await totals();
  assert.match(await ops('pay', code.reference, String(owed)), '"ok":true');
  assert.match(await ops('pay', code.reference, String(owed)), '"flagged":true');
  assert.equal(await totals(), {
    ...before,
    received: before.received + 2 * owed,
    applied: before.applied + owed,
    overpaid: before.overpaid + owed,
  });

  const { context, page, errors } = await phone();
  await signInCookies(context, token, PHONE);
  await completedTab(page);
  const pending = `${pesos(owed)} paid beyond what you owed: we will send it back to BDO Unibank ••••7890.`;
  await page.getByText(pending).waitFor();

  // Both payments, each with its receipt, which saves as a PNG.
  await tap(page, page.getByText('Payments received'));
  await page.getByText(`GCash · ${code.reference}`).first().waitFor();
  assert.is(await page.getByText(`GCash · ${code.reference}`).count(), 2);
  await tap(page, page.getByRole('button', { name: /^Receipt of / }).first());
  const dialog = page.getByRole('dialog', { name: 'Payment receipt' });
  await dialog.getByText('To send back to you').waitFor();
  assert.equal(await audit(page), [], '/order receipt');
  const [download] = await Promise.all([page.waitForEvent('download'), tap(page, dialog.getByRole('button', { name: 'Save as image' }))]);
  assert.match(download.suggestedFilename(), new RegExp(`^receipt-${code.reference}\\.png$`));
  await tap(page, dialog.getByRole('button', { name: 'Close' }));

  const line = (await ops('refunds')).split('\n').find((l) => l.includes(`\t${owed}\tpending`));
  assert.ok(line, 'ops refunds lists it');
  const refundId = line.split('\t')[0];
  assert.match(await ops('refund', refundId), `refund ${refundId}: sent ${owed} centavos`);
  await completedTab(page);
  await page.getByText(new RegExp(`^${pesos(owed).replace('.', '\\.')} sent back to BDO Unibank ••••7890 on `)).waitFor();

  // At 360 px in Filipino: labelled 44 px targets, no sideways scroll.
  await page.evaluate(() => localStorage.setItem('lang', 'fil'));
  await completedTab(page);
  await page.getByText(/Naibalik na ang/).waitFor();
  await tap(page, page.getByRole('tabpanel').locator('summary').first());
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Resibo ng / })
    .first()
    .waitFor();
  assert.equal(await audit(page), [], '/order in Filipino');
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  assert.equal(errors, []);
  await context.close();
});

test('a payment to a reference nobody made is unmatched until ops match applies it; the repay page then shows it', async () => {
  const PHONE = '09176310002';
  const { token, repayId, borrowId } = await disbursedLoan(PHONE);
  const owed = (await callApi<RepayDetail>('GET', '/repay/detail/' + repayId, { token })).data.repayable;
  const before = await totals();
  const eventId = 'e2e-' + randomUUID();
  const body = JSON.stringify({ eventId, reference: 'PCNOSUCHREF9', amount: 100_000, paidAt: Date.now() });
  const res = await fetch(baseUrl + '/api/pay/callback', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Pay-Signature': signPayment(DEV_PAY_SECRET, body, Date.now()) },
    body,
  });
  assert.equal([res.status, await res.json()], [200, { ok: true, flagged: true }]);
  assert.match(await ops('unmatched'), new RegExp(`${eventId}\\tPCNOSUCHREF9\\t100000`));
  assert.equal(await totals(), { ...before, received: before.received + 100_000, unmatched: before.unmatched + 100_000 });

  assert.match(await ops('match', eventId, borrowId), '"ok":true');
  assert.equal(await totals(), { ...before, received: before.received + 100_000, applied: before.applied + 100_000 });
  assert.not.match(await ops('unmatched'), eventId);

  const { context, page, errors } = await phone();
  await signInCookies(context, token, PHONE);
  await page.goto(baseUrl + '/#/repay/' + repayId);
  await page.getByRole('heading', { name: 'Payments received' }).waitFor();
  await page.getByText('Matched by our team · PCNOSUCHREF9').waitFor();
  await page.getByRole('listitem').filter({ hasText: 'PCNOSUCHREF9' }).getByText(pesos(100_000), { exact: true }).waitFor();
  assert.is(
    await page
      .locator('dt', { hasText: /^Still owed$/ })
      .locator('xpath=following-sibling::dd')
      .textContent(),
    pesos(owed - 100_000),
  );
  assert.equal(await audit(page), [], '/repay with a payment');
  await openIn(page, 'fil', '/repay/' + repayId, '.payment');
  assert.equal(await audit(page), [], '/repay with a payment in Filipino');
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  assert.equal(errors, []);
  await context.close();
});

test.run();
