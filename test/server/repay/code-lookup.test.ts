import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer } from '../harness';

test('a payment code is readable without a session, with only its reference, amount, channel and expiry', async () => {
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
    assert.equal(found.data, { reference: 'PC7K2M9Q4R', amount: 123_456, channel: 'seven_eleven', expiresAt });
    assert.is((await s.call('GET', '/api/user/repay/code/pc7k2m9q4r')).data.reference, 'PC7K2M9Q4R', 'typed in lower case');
    assert.is((await s.call('GET', '/api/user/repay/code/PC7K2M9Q4X')).code, 404);
    assert.is((await s.call('GET', "/api/user/repay/code/'%20or%201=1")).code, 404);
    // The rest of the repayment area still needs a token.
    assert.is((await s.call('GET', '/api/user/repay/detail/x')).code, 401);
  } finally {
    await s.close();
  }
});

test.run();
