// Messages when money moves, at 360x740 in Filipino against the real server: Orders, open while the
// application is reviewed and paid out, turns from "under review" to repaying by itself; the
// message center then holds the approval, the payout and the payment received, each with its link.
import { randomUUID } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ApplyLoanAnswer, ProductList } from '../../contract/borrow';
import type { RepayCode, RepayDetail } from '../../contract/repay';
import { DOUBLE_TAP_MS } from '../../src/app/touch-guard';
import { audit } from './audit';
import { certify } from './certify';
import { baseUrl, callApi, openIn, ops, phone, signInCookies, signInViaApi } from './harness';

const PHONE = '09176300028';
const DEVICE = 'e2e-' + PHONE;

/** A POST with an Idempotency-Key, enveloped as the app sends it. */
async function post<T>(path: string, body: unknown, token: string): Promise<T> {
  const { seal, open } = await import('../../src/api/envelope');
  const key = (await import('../../build/settings.mjs')).readBuildSettings(process.env).envelopeKey;
  const res = await fetch(baseUrl + '/api/user' + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      EFLAG: '1',
      'Device-Id': DEVICE,
      Authentication: token,
      'Idempotency-Key': 'e2e-' + randomUUID(),
    },
    body: JSON.stringify({ payload: await seal(body, key) }),
  });
  const r = await open<{ code: number; data: T; msg: string }>(((await res.json()) as { payload: string }).payload, key);
  if (r.code !== 200) throw new Error(`${path}: ${r.code} ${r.msg}`);
  return r.data;
}

test('Orders follows the review and the payout while open; the message center tells each step in Filipino', async () => {
  const token = await signInViaApi(PHONE);
  await certify({ token, phoneNo: PHONE, deviceId: DEVICE });
  const [p] = (await callApi<ProductList>('GET', '/product/productList/V2/1', { token })).data;
  const { context, page, errors } = await phone();
  await signInCookies(context, token, PHONE);
  await page.goto(baseUrl + '/#/noren');
  await openIn(page, 'fil', '/order', 'p');

  // The application goes in while Orders is open; the borrower comes back to the app (return to
  // view) while it is under review (the development policy decides 400 ms after each step), and
  // from then on the page follows the review and the payout by itself, with no reload.
  const loan = { productCode: p.productCode, amount: p.minAmount, term: p.terms[0], agreementAccepted: true };
  const applied = await post<ApplyLoanAnswer>('/product/applyLoan', loan, token);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page
    .getByText(/^(Sinusuri|Aprubado, papunta na ang pera)$/)
    .first()
    .waitFor();
  await page.getByText('Naipadala na ang pera, binabayaran', { exact: true }).waitFor({ timeout: 30_000 });
  assert.equal(await page.locator('[role=alert], .ui-toast').allTextContents(), [], 'no toast, no alert on refresh');

  // A payment through the callback path.
  const d = (await callApi<RepayDetail>('GET', '/repay/detail/' + applied.repayId, { token })).data;
  const code = await post<RepayCode>('/repay/code', { repayId: applied.repayId, kind: 'repay', amount: 100_000, channel: 'otc' }, token);
  assert.match(await ops('pay', code.reference, '100000'), '"ok":true');

  await openIn(page, 'fil', '/user', '.ui-link');
  await page.getByRole('button', { name: /^Mga mensahe/ }).tap();
  const dialog = page.getByRole('dialog', { name: 'Mga mensahe' });
  await dialog.getByText('Natanggap ang bayad').waitFor();
  // Each message's first line is its title (the "new" mark may follow it).
  const titles = await dialog.getByRole('listitem').locator('strong').allTextContents();
  assert.equal(titles, ['Natanggap ang bayad', 'Naipadala na ang pera', 'Aprubado na ang iyong loan']);
  const peso = (c: number) => '₱' + (c / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 });
  await dialog
    .getByText(`Natanggap namin ang iyong bayad na ₱1,000.00. Natitira pang babayaran: ${peso(d.repayable - 100_000)}.`)
    .waitFor();
  await dialog.getByText(/^Naipadala na ang ₱[\d,.]+ sa .+ ••••\d{4}\.$/).waitFor();
  assert.equal(await audit(page), [], 'the message center at 360x740 in Filipino');
  // Each links where it leads: the payment to the repay page.
  await page.waitForTimeout(DOUBLE_TAP_MS + 50); // a touch end within 500 ms of the last is swallowed (spec section 9)
  await dialog.getByRole('link', { name: 'Tingnan ang detalye: Natanggap ang bayad' }).tap();
  await page.getByRole('heading', { level: 1, name: 'Magbayad' }).waitFor();
  assert.is(new URL(page.url()).hash, `#/repay/${applied.repayId}`);
  assert.equal(errors, []);
  await context.close();
});

test.run();
