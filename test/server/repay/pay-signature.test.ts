import { createHmac } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { signPayment, verifyPayment } from '../../../server/repay/pay-signature';

const secret = 'dev-pay-secret';
const body = '{"eventId":"e1","reference":"R1","amount":100,"paidAt":1}';
const now = 1_780_000_000_000;
const t = Math.floor(now / 1000);
// Written independently of the module: the gateway's recipe of PRODUCT.md section 8.
const header = (ts: number, b = body, key = secret) => `t=${ts},v1=${createHmac('sha256', key).update(`${ts}.${b}`).digest('hex')}`;

test('a signature made by the recipe verifies, and the module signs the same way', () => {
  assert.ok(verifyPayment(secret, header(t), body, now));
  assert.is(signPayment(secret, body, now), header(t));
});

test('missing, malformed, wrong-key or wrong-body signatures are refused', () => {
  assert.not.ok(verifyPayment(secret, undefined, body, now));
  assert.not.ok(verifyPayment(secret, '', body, now));
  assert.not.ok(verifyPayment(secret, `t=${t}`, body, now));
  assert.not.ok(verifyPayment(secret, `t=${t},v1=zz`, body, now));
  assert.not.ok(verifyPayment(secret, header(t, body, 'other'), body, now));
  assert.not.ok(verifyPayment(secret, header(t), body.replace('100', '900'), now));
  assert.not.ok(
    verifyPayment(
      secret,
      header(t).replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      body,
      now,
    ),
  );
});

test('the time must be within 5 minutes of real time, either way', () => {
  assert.ok(verifyPayment(secret, header(t - 300), body, now));
  assert.ok(verifyPayment(secret, header(t + 300), body, now));
  assert.not.ok(verifyPayment(secret, header(t - 301), body, now));
  assert.not.ok(verifyPayment(secret, header(t + 301), body, now));
});

test.run();
