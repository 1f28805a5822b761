import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deservesStar, supportSubject } from '../../../src/session/support-star';

const bills = (...statuses: number[]) => statuses.map((borrowStatus) => ({ borrowStatus: borrowStatus as 10 }));

test('a borrower with a settled loan, nothing in progress and no failed disbursement gets the star', () => {
  assert.ok(deservesStar([], bills(30)));
  assert.ok(deservesStar([], bills(60, 30)));
});

test('no star with a bill in progress, a failed disbursement, or no settled loan', () => {
  for (const open of [10, 20, 40, 50, 70]) assert.not.ok(deservesStar(bills(open), bills(30)), `in progress ${open}`);
  assert.not.ok(deservesStar([], []), 'a new borrower');
  assert.not.ok(deservesStar([], bills(60)), 'only rejected');
  // 70 is an in-progress state by PRODUCT.md section 3, but the rule names it wherever it sits.
  assert.not.ok(deservesStar([], bills(30, 70)));
});

test('the subject carries the star prefix only when the rule holds', () => {
  assert.is(supportSubject('PesoCash support request', true), '★ PesoCash support request');
  assert.is(supportSubject('PesoCash support request', false), 'PesoCash support request');
});

test.run();
