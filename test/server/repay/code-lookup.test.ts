import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAY_MS, HOUR_MS } from '../../../server/time';
import { startTestServer, type TestServer } from '../harness';

const later = Date.now() + HOUR_MS;

/** A stored reference of borrower 1 for bill `billId` that expires at `expiresAt` (real time). */
const store = (s: TestServer, reference: string, expiresAt: number, billId = 1) =>
  s.db
    .insertInto('repay_code')
    .values({
      reference,
      user_id: 1,
      bill_id: billId,
      kind: 'repay',
      amount: 123_456,
      channel: 'seven_eleven',
      coupon_id: null,
      pay_code: reference,
      idem_key: reference,
      request_hash: 'h',
      created_at: 1,
      expires_at: expiresAt,
      paid_at: null,
    })
    .execute();

test('a payment code is readable without a session, with only the payment and where it stands', async () => {
  const s = await startTestServer();
  const expiresAt = s.clock.realNow() + 60_000;
  try {
    await s.db
      .insertInto('repay_code')
      .values({
        reference: 'PC7K2M9Q4R',
        user_id: 1,
        bill_id: 1,
        kind: 'repay',
        amount: 123_456,
        channel: 'seven_eleven',
        coupon_id: null,
        pay_code: 'PC7K2M9Q4R',
        idem_key: 'k',
        request_hash: 'h',
        created_at: 1,
        expires_at: expiresAt,
        paid_at: null,
      })
      .execute();
    const found = await s.call('GET', '/api/user/repay/code/PC7K2M9Q4R');
    assert.is(found.code, 200);
    assert.equal(found.data, {
      reference: 'PC7K2M9Q4R',
      payCode: 'PC7K2M9Q4R',
      amount: 123_456,
      kind: 'repay',
      channel: 'seven_eleven',
      expiresAt,
      state: 'open',
      paidAmount: 0,
    });
    assert.is((await s.call('GET', '/api/user/repay/code/pc7k2m9q4r')).data.reference, 'PC7K2M9Q4R', 'typed in lower case');
    assert.is((await s.call('GET', '/api/user/repay/code/PC7K2M9Q4X')).code, 404);
    assert.is((await s.call('GET', "/api/user/repay/code/'%20or%201=1")).code, 404);
    // The rest of the repayment area still needs a token.
    assert.is((await s.call('GET', '/api/user/repay/detail/x')).code, 401);
  } finally {
    await s.close();
  }
});

test('an expired reference says so and offers nothing to pay with; the business clock does not expire one', async () => {
  const s = await startTestServer();
  try {
    await store(s, 'PCEXPIRED01', Date.now() - 1);
    await store(s, 'PCSTILLOK01', later, 2);
    const expired = await s.call('GET', '/api/user/repay/code/PCEXPIRED01');
    assert.is(expired.code, 200);
    assert.is(expired.data.state, 'expired');
    assert.is(expired.data.bank, undefined);
    await s.clock.advanceBusiness(2 * DAY_MS);
    assert.is((await s.call('GET', '/api/user/repay/code/PCSTILLOK01')).data.state, 'open', 'references expire on real time (PRODUCT.md)');
  } finally {
    await s.close();
  }
});

test.run();
