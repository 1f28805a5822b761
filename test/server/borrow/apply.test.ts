import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';
import { APPLY, as, certifiedBorrower } from './borrow-helpers';

let s: TestServer;
test.before.each(async () => {
  s = await startTestServer({ AUTO_DECIDE_MS: '0' });
});
test.after.each(() => s.close());

test('applying answers a bill under review, and the bill carries the disclosure quoted before, to the centavo', async () => {
  const { token } = await certifiedBorrower(s);
  const api = as(s, token);
  const quote = await api.post('/product/quote', { productCode: 'QUICK', amount: 500_000, term: 7 });
  assert.is(quote.code, 200);
  const applied = await api.post('/product/applyLoan', APPLY, 'key-0000001');
  assert.is(applied.code, 200, applied.msg);
  assert.equal(Object.keys(applied.data).sort(), ['borrowId', 'borrowStatus', 'repayId']);
  assert.is(applied.data.borrowStatus, 10);
  const { details } = (await api.get('/borrow/bill?borrowType=0')).data;
  assert.is(details.length, 1);
  const bill = details[0];
  assert.equal(
    { ...bill, disclosure: undefined, applyTime: undefined },
    {
      borrowId: applied.data.borrowId,
      repayId: applied.data.repayId,
      productName: 'Quick Cash',
      amount: 500_000,
      term: 7,
      borrowStatus: 10,
      applyTime: undefined,
      dueDate: null,
      repayable: quote.data.totalRepayable,
      overdueDays: 0,
      overdueFee: 0,
      paid: 0,
      disclosure: undefined,
    },
  );
  const { dueDate: _a, ...quoted } = quote.data;
  const { dueDate: _b, ...kept } = bill.disclosure;
  assert.equal(kept, quoted);
  assert.is(bill.repayable, 503_500);
  assert.equal((await api.get('/borrow/borrowStatus')).data, {
    borrowId: applied.data.borrowId,
    borrowStatus: 10,
    overdue: false,
    repayId: applied.data.repayId,
    dueDate: null,
    daysLeft: null,
    repayable: quote.data.totalRepayable,
    overdueFee: 0,
    overdueDays: 0,
  });
  assert.equal((await api.get('/borrow/bill?borrowType=1')).data, { details: [] });
});

test('for odd amounts of every product and term, the bill keeps the disclosure quoted before, to the centavo', async () => {
  const wide = await startTestServer({ AUTO_DECIDE_MS: '0', CREDIT_START_LIMIT: '60000' });
  try {
    // Amounts whose charges fall between centavos (rounded down), over every term of both products.
    const cases: [string, number, number][] = [
      ['QUICK', 100_099, 7],
      ['QUICK', 999_999, 14],
      ['FLEX', 200_001, 21],
      ['FLEX', 333_333, 14],
      ['FLEX', 5_999_999, 30],
    ];
    for (const [productCode, amount, term] of cases) {
      const { token, userId } = await certifiedBorrower(wide);
      const api = as(wide, token);
      const label = `${productCode} ${amount} ${term}`;
      const quoted = (await api.post('/product/quote', { productCode, amount, term })).data;
      const applied = await api.post('/product/applyLoan', { productCode, amount, term, agreementAccepted: true }, `odd-${amount}-${term}`);
      assert.is(applied.code, 200, `${label}: ${applied.msg}`);
      const [bill] = (await api.get('/borrow/bill?borrowType=0')).data.details;
      const { dueDate: _q, ...figures } = quoted;
      const { dueDate: _b, ...kept } = bill.disclosure;
      assert.equal(kept, figures, label);
      assert.is(bill.repayable, quoted.totalRepayable, label);
      const row = await wide.db.selectFrom('bill').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
      assert.equal([row.net_proceeds, row.total_repayable], [quoted.netProceeds, quoted.totalRepayable], label);
    }
  } finally {
    await wide.close();
  }
});

test('the same key and body answer the same bill; the same key with another body is refused', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  const first = await api.post('/product/applyLoan', APPLY, 'key-0000001');
  const again = await api.post('/product/applyLoan', APPLY, 'key-0000001');
  assert.equal(again, first);
  const other = await api.post('/product/applyLoan', { ...APPLY, amount: 600_000 }, 'key-0000001');
  assert.is(other.code, 409);
  assert.match(other.msg, 'already sent with different details');
  assert.is((await s.db.selectFrom('bill').selectAll().execute()).length, 1);
});

test('a new key while a bill is open is refused with a plain msg', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  const first = await api.post('/product/applyLoan', APPLY, 'key-0000001');
  const second = await api.post('/product/applyLoan', APPLY, 'key-0000002');
  assert.is(second.code, 409);
  assert.is(second.msg, 'You already have a loan in progress. Please repay it before applying again');
  assert.is(second.data.borrowId, first.data.borrowId);
});

test('20 parallel applications with the same key make one bill, and all answer it', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  const answers = await Promise.all(Array.from({ length: 20 }, () => api.post('/product/applyLoan', APPLY, 'double-tap-key')));
  assert.equal(new Set(answers.map((a) => `${a.code} ${a.data?.borrowId}`)).size, 1, JSON.stringify(answers[0]));
  assert.is(answers[0].code, 200);
  assert.is((await s.db.selectFrom('bill').selectAll().execute()).length, 1);
});

test('20 parallel applications with different keys still make one open bill', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => api.post('/product/applyLoan', APPLY, `tab-key-${i}-xyz`)));
  assert.is(answers.filter((a) => a.code === 200).length, 1);
  assert.is(answers.filter((a) => a.code === 409).length, 19);
  assert.is((await s.db.selectFrom('bill').selectAll().execute()).length, 1);
});

test('the database itself refuses a second open bill for one borrower (backing the checks on PostgreSQL too)', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  await api.post('/product/applyLoan', APPLY, 'key-0000001');
  const first = await s.db.selectFrom('bill').selectAll().executeTakeFirstOrThrow();
  const { id: _id, ...row } = first;
  const second = { ...row, repay_id: 'other-repay-id', idem_key: 'key-0000002' };
  for (const status of [10, 20, 40, 50, 70]) {
    try {
      await s.db
        .insertInto('bill')
        .values({ ...second, status })
        .execute();
      assert.unreachable(`a second bill in ${status} was stored`);
    } catch (e) {
      assert.match(String((e as Error).message), /unique|UNIQUE/);
    }
  }
  // Closed bills are not limited.
  await s.db
    .insertInto('bill')
    .values({ ...second, status: 30 })
    .execute();
  await s.db
    .insertInto('bill')
    .values({ ...second, status: 60, repay_id: 'third', idem_key: 'key-0000003' })
    .execute();
});

test('refused and nothing stored: not certified, no agreement, no key, unknown product, wrong term or amount', async () => {
  const { token, userId } = await certifiedBorrower(s);
  const api = as(s, token);
  const cases: [Record<string, unknown>, string | undefined, number, string][] = [
    [{ ...APPLY, agreementAccepted: false }, 'key-0000001', 400, 'accept the loan agreement'],
    [{ ...APPLY, agreementAccepted: undefined }, 'key-0000001', 400, 'accept the loan agreement'],
    [APPLY, undefined, 400, 'update the app'],
    [APPLY, 'short', 400, 'update the app'],
    [{ ...APPLY, productCode: 'NOPE' }, 'key-0000001', 400, 'not available'],
    [{ ...APPLY, term: 30 }, 'key-0000001', 400, 'Please choose a loan term this product offers: 7, 14 days'],
    [{ ...APPLY, amount: 99_999 }, 'key-0000001', 400, 'The amount must be from ₱1,000.00 to ₱10,000.00'],
    [{ ...APPLY, amount: 1_000_001 }, 'key-0000001', 400, 'from ₱1,000.00 to ₱10,000.00'],
    [{ ...APPLY, amount: 500_000.5 }, 'key-0000001', 400, 'amount'],
  ];
  for (const [body, key, code, msg] of cases) {
    const r = await api.post('/product/applyLoan', body, key);
    assert.is(r.code, code, JSON.stringify(body));
    assert.match(r.msg, msg);
  }
  await s.db.updateTable('app_user').set({ biz_status: 50 }).where('id', '=', userId).execute();
  const early = await api.post('/product/applyLoan', APPLY, 'key-0000001');
  assert.is(early.code, 409);
  assert.is(early.msg, 'Please complete your certification before applying for a loan');
  assert.equal(early.data, { bizStatus: 50 });
  assert.is((await s.db.selectFrom('bill').selectAll().execute()).length, 0);
});

test("a borrower sees only their own bills and cannot retry another's", async () => {
  const a = as(s, (await certifiedBorrower(s)).token);
  const b = as(s, (await certifiedBorrower(s)).token);
  const billA = (await a.post('/product/applyLoan', APPLY, 'key-a-000001')).data;
  assert.equal((await b.get('/borrow/bill?borrowType=0')).data, { details: [] });
  assert.equal((await b.get('/borrow/borrowStatus')).data, {});
  await s.db.updateTable('bill').set({ status: 70 }).execute();
  const retry = await b.post('/borrow/failBorrowHandler', { borrowId: billA.borrowId });
  assert.is(retry.code, 404);
  assert.is((await s.db.selectFrom('bill').select('status').executeTakeFirstOrThrow()).status, 70);
  // The same key is per borrower: B's own application with A's key makes B's own bill.
  const billB = (await b.post('/product/applyLoan', APPLY, 'key-a-000001')).data;
  assert.is.not(billB.borrowId, billA.borrowId);
});

test('when the development policy decides by itself, the answer says within how long the money is sent; otherwise it says nothing', async () => {
  const auto = await startTestServer({ AUTO_DECIDE_MS: '3000' });
  try {
    const applied = await as(auto, (await certifiedBorrower(auto)).token).post('/product/applyLoan', APPLY, 'key-0000001');
    // Approval after 3 s, disbursement 3 s later, each picked up by the once-a-second sweep.
    assert.is(applied.data.autoDisburseWithinMs, 8000);
  } finally {
    await auto.close();
  }
  const manual = await as(s, (await certifiedBorrower(s)).token).post('/product/applyLoan', APPLY, 'key-0000001');
  assert.is(manual.data.autoDisburseWithinMs, undefined);
});

test('borrowType must be 0 or 1', async () => {
  const api = as(s, (await certifiedBorrower(s)).token);
  assert.is((await api.get('/borrow/bill?borrowType=2')).code, 400);
  assert.is((await api.get('/borrow/bill')).code, 400);
});

test('without a token nothing of the borrowing area answers', async () => {
  assert.is((await s.call('GET', '/api/user/borrow/borrowStatus')).code, 401);
  assert.is((await s.call('POST', '/api/user/product/applyLoan', APPLY, { 'Idempotency-Key': 'key-0000001' })).code, 401);
});

test.run();
