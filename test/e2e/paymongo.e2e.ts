// Repaying through PayMongo at 360x740: a second server runs with PAY_PROVIDER=paymongo against the
// local PayMongo stand-in. The repay page offers only PayMongo's channels; GCash answers the
// authorisation page the app opens ("Pay with GCash"); authorising there sends PayMongo's signed
// `payment.paid` event to the server, which settles the bill, and the borrower is sent back to the app.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RepayDetail } from '../../contract/repay';
import { DOUBLE_TAP_MS } from '../../src/app/touch-guard';
import { startPaymongo } from '../support/providers/paymongo-stand-in';
import { audit } from './audit';
import { certify } from './certify';
import { callApi, phone } from './harness';
import { disbursedLoan } from './loan';
import { startSecondServer } from './second-server';

const PHONE = '09176281033';

test('a GCash repayment through PayMongo: the authorisation page, then the signed event settles the bill', async () => {
  const pm = await startPaymongo();
  const server = await startSecondServer(process.env.OUT_DIR ?? 'dist', (url) => ({
    AUTO_DECIDE_MS: '400',
    PAY_PROVIDER: 'paymongo',
    PAYMONGO_SECRET_KEY: pm.secretKey,
    PAYMONGO_WEBHOOK_SECRET: pm.webhookSecret,
    PAYMONGO_BASE_URL: pm.baseUrl,
    PAYMONGO_RETURN_URL: url + '/#/order',
  }));
  pm.webhookUrl = server.url + '/api/pay/paymongo';
  const base = server.url;
  try {
    const deviceId = 'e2e-' + PHONE;
    assert.is((await callApi('POST', `/login/otp?phone=${PHONE}&type=1`, { deviceId, base })).code, 200);
    const login = await callApi<{ token: string }>('POST', '/login/otpLoginCheck', {
      body: { phone: PHONE, code: await server.otpFor(PHONE) },
      deviceId,
      base,
    });
    const token = login.data.token;
    await certify({ token, phoneNo: PHONE, deviceId, base, idNumber: '0111-6281033-9', phoneCheckCode: () => server.otpFor(PHONE) });
    const repayId = await disbursedLoan(token, PHONE, base);
    const d = (await callApi<RepayDetail>('GET', '/repay/detail/' + repayId, { token, base })).data;

    const { context, page, errors } = await phone();
    await context.addCookies([
      { name: 'token', value: token, url: base },
      { name: 'userInfo', value: encodeURIComponent(JSON.stringify({ userId: 1, phone: PHONE })), url: base },
    ]);
    await page.goto(base + '/#/repay/' + repayId);
    await page.getByText('Repayable amount').waitFor();
    const offered = await page
      .getByLabel('Pay with')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    assert.equal(offered.filter(Boolean), ['gcash', 'maya', 'qrph'], "only PayMongo's channels");
    await page.getByLabel('Pay with').selectOption('gcash');
    await page.waitForTimeout(DOUBLE_TAP_MS + 50);
    await page.getByRole('button', { name: 'Get the payment code', exact: true }).tap();
    await page.waitForURL(/#\/sky-code\?reference=/);
    const payWith = page.getByRole('link', { name: 'Pay with GCash' });
    await payWith.waitFor();
    const href = (await payWith.getAttribute('href')) ?? '';
    const [intent] = [...pm.intents.values()];
    assert.is(href, `${pm.baseUrl}/authorize/${intent.id}`, 'the authorisation page PayMongo answered');
    assert.is(intent.amount, d.repayable);
    assert.equal(await audit(page), [], '/sky-code through PayMongo');

    // The borrower authorises at GCash (the stand-in's page); PayMongo's signed event reaches the server.
    await page.goto(href);
    await page.getByRole('button', { name: 'Authorize test payment' }).tap();
    await page.waitForURL((u) => u.href.startsWith(base));
    const bill = await callApi<{ borrowStatus?: number }>('GET', '/borrow/borrowStatus', { token, base });
    assert.is(bill.data.borrowStatus, undefined, 'no open bill: repaid');
    await page.goto(base + '/#/repay/' + repayId);
    await page.getByText('This loan is repaid. Thank you!').waitFor();
    assert.equal(errors, []);
    await context.close();
  } finally {
    await server.stop();
    await pm.close();
  }
});

test.run();
