import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readConfig } from '../../../server/config';
import { crc16 } from '../../../server/pay/dev-sample';
import { createPay } from '../../../server/pay/create-pay';
import { devPay, webhookPay } from '../../../server/pay/pay-provider';
import { freshSecret, PRODUCTION_ENV } from '../production-env';

const order = { reference: 'R-1', amount: 500_000, channel: 'gcash' as const, expiresAt: 1_700_000_000_000 };

test('development charges nothing: the pay code is the reference, to be paid with ops pay', async () => {
  assert.equal(await devPay().createPayment(order), { payCode: 'R-1', checkoutUrl: null, bank: null });
  assert.equal(await createPay(readConfig({}, { staticDir: '/' })).createPayment(order), { payCode: 'R-1', checkoutUrl: null, bank: null });
});

test('development bank transfer: a sample receiving bank and a numeric virtual account, the same for the same reference', async () => {
  const va = { ...order, reference: 'PC7K2M9Q4RAB', channel: 'va' as const };
  const a = await devPay().createPayment(va);
  assert.match(a.payCode, /^7788\d{16}$/);
  assert.equal(a.bank, { bankName: 'Sample Bank (development)', accountName: 'PesoCash Lending (sample)', accountNo: a.payCode });
  assert.equal(await devPay().createPayment(va), a);
  assert.is.not((await devPay().createPayment({ ...va, reference: 'PC7K2M9Q4RAC' })).payCode, a.payCode);
});

test('development QR Ph: EMVCo fields with the peso amount and the reference, closed by its CRC', async () => {
  assert.is(crc16('123456789'), '29B1', 'CRC-16/CCITT-FALSE check value');
  const p = (await devPay().createPayment({ ...order, reference: 'PC7K2M9Q4R', amount: 123_456, channel: 'qrph' })).payCode;
  assert.ok(p.startsWith('000201010212'), 'format 01, a dynamic code');
  assert.ok(p.includes('5303608'), 'currency: peso (608)');
  assert.ok(p.includes('54071234.56'), 'amount in pesos with two decimals');
  assert.ok(p.includes('62140510PC7K2M9Q4R'), 'reference in the additional data');
  assert.is(p.slice(-8, -4), '6304');
  assert.is(p.slice(-4), crc16(p.slice(0, -4)));
});

test('the production slot posts the order and answers the gateway pay code; a reply without one is a failure', async () => {
  const sent: unknown[] = [];
  let reply: unknown = { payCode: 'GC-998', checkoutUrl: 'https://pay.example/c/1' };
  const fakeFetch = (async (_url: string, init: RequestInit) => (
    sent.push(JSON.parse(String(init.body))), Response.json(reply)
  )) as unknown as typeof fetch;
  const pay = webhookPay({ url: 'https://gw.example/orders', token: '' }, fakeFetch);
  assert.equal(await pay.createPayment(order), { payCode: 'GC-998', checkoutUrl: 'https://pay.example/c/1', bank: null });
  assert.equal(sent[0], order);
  // The gateway's bank passes through; a virtual account is digits (spaces and dashes dropped).
  const bank = { bankName: 'UnionBank', accountName: 'Lender Inc.', accountNo: '1234 5678-90' };
  reply = { payCode: '1234567890', bank, checkoutUrl: 'javascript:alert(1)' };
  assert.equal(await pay.createPayment({ ...order, channel: 'va' }), {
    payCode: '1234567890',
    checkoutUrl: null,
    bank: { ...bank, accountNo: '1234567890' },
  });
  reply = { payCode: 'X', bank: { ...bank, accountNo: 'PC8FQA8NT23A' } };
  try {
    await pay.createPayment({ ...order, channel: 'va' });
    assert.unreachable('letters as an account number');
  } catch (e) {
    assert.match((e as Error).message, 'digits');
  }
  reply = {};
  try {
    await pay.createPayment(order);
    assert.unreachable('no pay code');
  } catch (e) {
    assert.match((e as Error).message, 'payCode');
  }
});

test('PAY_WEBHOOK_URL picks the production slot; production without it refuses', async () => {
  const prod = {
    ...PRODUCTION_ENV,
  };
  try {
    await createPay(readConfig(prod, { staticDir: '/' })).createPayment(order);
    assert.unreachable('must refuse');
  } catch (e) {
    assert.match((e as Error).message, 'PAY_WEBHOOK_URL');
  }
  const fakeFetch = (async () => Response.json({ payCode: 'X' })) as unknown as typeof fetch;
  const configured = createPay(
    readConfig({ ...prod, PAY_WEBHOOK_URL: 'https://gw.example/orders', PAY_WEBHOOK_TOKEN: freshSecret() }, { staticDir: '/' }),
    {
      fetch: fakeFetch,
    },
  );
  assert.is((await configured.createPayment(order)).payCode, 'X');
});

test.run();
