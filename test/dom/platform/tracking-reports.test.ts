import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { reportApply, reportLoan, reportSignIn } from '../../../src/platform/tracking-reports';
import { fakeServer, requestsTo, restoreFetch } from '../support/fake-server';

const types = () => requestsTo('POST /api/metric/info/save').map((r) => r.body.uploadType);
test.before.each(() => fakeServer());
test.after(() => restoreFetch());

test('a new borrower signing in sends register (10) then login (30); a returning one only login', async () => {
  await reportSignIn(true);
  assert.equal(types(), [10, 30]);
  fakeServer();
  await reportSignIn(false);
  assert.equal(types(), [30]);
});

test('the loan pages report an application (60) and a loan event (90) with their detail', async () => {
  await reportApply({ amount: 500000 });
  await reportLoan({ event: 'repaid', borrowId: 7 });
  assert.equal(types(), [60, 90]);
  const [apply, loan] = requestsTo('POST /api/metric/info/save').map((r) => JSON.parse(r.body.value));
  assert.is(apply.amount, 500000);
  assert.is(loan.event, 'repaid');
});

test('a failed report never throws', async () => {
  fakeServer({ 'POST /api/metric/info/save': 'network' });
  await reportApply({ amount: 1 });
});

test.run();
