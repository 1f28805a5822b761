import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readConfig } from '../../../server/config';
import { createPay, devPay, webhookPay } from '../../../server/pay/pay-provider';
import { freshSecret, PRODUCTION_ENV } from '../production-env';

const order = { reference: 'R-1', amount: 500_000, channel: 'gcash' as const, expiresAt: 1_700_000_000_000 };

test('development charges nothing: the pay code is the reference, to be paid with ops pay', async () => {
  assert.equal(await devPay().createPayment(order), { payCode: 'R-1', checkoutUrl: null });
  assert.equal(await createPay(readConfig({}, { staticDir: '/' })).createPayment(order), { payCode: 'R-1', checkoutUrl: null });
});

test('the production slot posts the order and answers the gateway pay code; a reply without one is a failure', async () => {
  const sent: unknown[] = [];
  let reply: unknown = { payCode: 'GC-998', checkoutUrl: 'https://pay.example/c/1' };
  const fakeFetch = (async (_url: string, init: RequestInit) => (
    sent.push(JSON.parse(String(init.body))), Response.json(reply)
  )) as unknown as typeof fetch;
  const pay = webhookPay({ url: 'https://gw.example/orders', token: '' }, fakeFetch);
  assert.equal(await pay.createPayment(order), { payCode: 'GC-998', checkoutUrl: 'https://pay.example/c/1' });
  assert.equal(sent[0], order);
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
