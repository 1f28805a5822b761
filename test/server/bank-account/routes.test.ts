import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';
import { borrower, GOOD, NO_LIMIT, PHONES, setStatus, walkTo } from '../certification/cert-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer();
});
test.after.each(() => s.close());

test('bankBranch lists banks and e-wallets with their kinds and account lengths', async () => {
  const a = await borrower(s);
  const { details } = (await a.call('GET', '/account/bankBranch')).data;
  assert.equal(details[0], { bankCode: 'GCASH', bankName: 'GCash', kind: 'ewallet', digits: [11] });
  assert.ok(details.some((b: { bankCode: string; kind: string }) => b.bankCode === 'BPI' && b.kind === 'bank'));
});

test('saving the account at 50 certifies (60) and grants the configured limit; CREDIT_START_LIMIT changes it', async () => {
  const v = await startTestServer({ CREDIT_START_LIMIT: '7000' });
  try {
    const a = await borrower(v);
    await walkTo(v, a, 50);
    assert.equal((await a.call('POST', '/account/saveUserAccount', GOOD.account)).data, { bizStatus: 60 });
    assert.equal((await a.call('GET', '/credit/creditInfo')).data, {
      creditLimit: 700_000,
      availableLimit: 700_000,
      locked: false,
      nextGrowth: 100_000,
      limitCap: 6_000_000,
    });
    const row = await v.db.selectFrom('credit_limit').selectAll().executeTakeFirstOrThrow();
    assert.is(row.rule, 'start-limit-v1');
  } finally {
    await v.close();
  }
});

test('account checks: unknown bank, wrong length, e-wallet number, holder name; nothing changes', async () => {
  const a = await borrower(s);
  await setStatus(s, a.userId, 50);
  const cases: [object, string][] = [
    [{ bankCode: 'XYZ' }, 'bankCode'],
    [{ accountNo: '12345' }, 'accountNo'],
    [{ bankCode: 'GCASH', accountNo: '001234567890' }, 'accountNo'],
    [{ accountName: '' }, 'accountName'],
  ];
  for (const [over, field] of cases) {
    const out = await a.call('POST', '/account/saveUserAccount', { ...GOOD.account, ...over });
    assert.equal([out.code, out.data], [400, { field }], field);
  }
  assert.is((await a.call('GET', '/user/status')).data.bizStatus, 50);
  assert.equal((await a.call('GET', '/account/userBandingAccount')).data, {});
  assert.equal((await a.call('GET', '/credit/creditInfo')).data.creditLimit, 0);
});

test("step four refuses an account in a stranger's name: a loan is paid out only to the verified person; nothing is saved", async () => {
  const a = await borrower(s);
  await walkTo(s, a, 50);
  const out = await a.call('POST', '/account/saveUserAccount', { ...GOOD.account, accountName: 'Juan Dela Cruz', certify: true });
  assert.equal([out.code, out.data], [400, { field: 'accountName' }]);
  assert.is((await s.db.selectFrom('bank_account').selectAll().execute()).length, 0);
  assert.is((await a.call('GET', '/user/status')).data.bizStatus, 50);
  // The verified name written another way (initial, order) is the same person.
  const own = await a.call('POST', '/account/saveUserAccount', { ...GOOD.account, accountName: 'Santos, Maria C.', certify: true });
  assert.equal(own.data, { bizStatus: 60 });
});

test('an e-wallet account is the mobile number, shown masked', async () => {
  const a = await borrower(s);
  await walkTo(s, a, 50);
  assert.is((await a.call('POST', '/account/saveUserAccount', { ...GOOD.account, bankCode: 'GCASH', accountNo: PHONES.c1 })).code, 200);
  const shown = (await a.call('GET', '/account/userBandingAccount')).data;
  assert.equal(shown, {
    bankCode: 'GCASH',
    bankName: 'GCash',
    accountNo: '*'.repeat(PHONES.c1.length - 4) + PHONES.c1.slice(-4),
    accountName: GOOD.account.accountName,
    changeAppliesTo: 'now',
    verifiedName: GOOD.kyc.fullName,
  });
});

test('before 50 the account is refused; once certified a change needs a code, and status and limit stay', async () => {
  const a = await borrower(s);
  await walkTo(s, a, 40);
  const early = await a.call('POST', '/account/saveUserAccount', GOOD.account);
  assert.equal([early.code, early.data], [409, { bizStatus: 40 }]);
  assert.is((await s.db.selectFrom('bank_account').selectAll().execute()).length, 0);
  await walkTo(s, a, 50);
  await a.call('POST', '/account/saveUserAccount', GOOD.account);
  const change = await a.call('POST', '/account/saveUserAccount', {
    bankCode: 'BPI',
    accountNo: '9876543210',
    accountName: 'Maria C. Santos',
  });
  assert.equal([change.code, change.data], [400, { field: 'code' }]);
  assert.equal((await a.call('GET', '/account/userBandingAccount')).data, {
    bankCode: 'BDO',
    bankName: 'BDO Unibank',
    accountNo: '********7890',
    accountName: GOOD.account.accountName,
    changeAppliesTo: 'now',
    verifiedName: GOOD.kyc.fullName,
  });
  assert.is((await s.db.selectFrom('app_user').select('biz_status').executeTakeFirstOrThrow()).biz_status, 60);
  assert.is((await s.db.selectFrom('credit_limit').selectAll().execute()).length, 1);
});

test("borrower B can neither read nor change A's account", async () => {
  const a = await borrower(s);
  const b = await borrower(s, PHONES.b);
  await walkTo(s, a, 50);
  await a.call('POST', '/account/saveUserAccount', GOOD.account);
  assert.equal((await b.call('GET', '/account/userBandingAccount')).data, {});
  assert.is((await b.call('POST', '/account/saveUserAccount', { ...GOOD.account, accountNo: '999999999999' })).code, 409);
  assert.is((await a.call('GET', '/account/userBandingAccount')).data.accountNo, '********7890');
  assert.equal((await b.call('GET', '/credit/creditInfo')).data, NO_LIMIT);
});

test('the certification coupon: refused before 60, once per borrower after', async () => {
  const a = await borrower(s);
  const b = await borrower(s, PHONES.b);
  await walkTo(s, a, 50);
  const early = await a.call('POST', '/coupon/receiveCoupon/auth/complete', {});
  assert.equal([early.code, early.msg], [409, 'Please complete the certification first']);
  await setStatus(s, a.userId, 60);
  await setStatus(s, b.userId, 60);
  const first = (await a.call('POST', '/coupon/receiveCoupon/auth/complete', {})).data;
  const again = await Promise.all([1, 2, 3].map(() => a.call('POST', '/coupon/receiveCoupon/auth/complete', {})));
  for (const out of again) assert.equal(out.data, first);
  const other = (await b.call('POST', '/coupon/receiveCoupon/auth/complete', {})).data;
  assert.is.not(other.couponId, first.couponId);
  const rows = await s.db.selectFrom('coupon').selectAll().orderBy('id').execute();
  assert.equal(
    rows.map((r) => [r.user_id, r.kind, r.amount]),
    [
      [a.userId, 'certification', 5000],
      [b.userId, 'certification', 5000],
    ],
  );
  assert.is(rows[0].expire_time - rows[0].created_at, 30 * 86_400_000);
});

test.run();
