// The budget's verdict as the build prints it: a line over its limit is counted (the build then exits
// with an error) and a route over its limit names its three largest files.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { budgetReport } from '../../../build/budget.mjs';

test('a route over its limit is counted and names its largest files; lines within their limits are ok', () => {
  const report = budgetReport([
    { name: 'route /loan (th)', br: 51201, limit: 51200, largest: ['a.js loan-page 9000', 'b.js shared 8000', 'c.js app 7000'] },
    { name: 'page chunk src/x.tsx', br: 8192, limit: 8192 },
  ]);
  assert.is(report.over, 1);
  const [header, loan, page] = report.text.split('\n');
  assert.match(header!, /^budget \(brotli bytes\) +used +limit$/);
  assert.match(
    loan!,
    /^route \/loan \(th\) +51201 +51200 {2}OVER BUDGET: largest a\.js loan-page 9000, b\.js shared 8000, c\.js app 7000$/,
  );
  assert.match(page!, /^page chunk src\/x\.tsx +8192 +8192 {2}ok$/);
});

test('nothing over its limit: the build passes', () => {
  assert.is(budgetReport([{ name: 'first screen', br: 100, limit: 24576 }]).over, 0);
});

test.run();
