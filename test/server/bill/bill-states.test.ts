import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isBeingRepaid } from '../../../contract/bill-status';
import {
  BILL_STATUSES,
  canMove,
  isOpen,
  isRepayable,
  moveText,
  nextStatus,
  requireNext,
  statusText,
  TRANSITIONS,
  type BillEvent,
} from '../../../server/bill/bill-states';
import { AppError } from '../../../server/app-error';

// PRODUCT.md section 3, written out independently of the module: every allowed move, nothing else.
const ALLOWED: Record<number, number[]> = {
  10: [20, 60], // approve, reject
  20: [40, 70], // disburse, fail
  70: [20, 60], // retry after the bank account is fixed, or the operator gives up
  40: [50, 40, 30], // overdue, extend, settle
  50: [40, 30], // extend or the clock back before the due date, settle
  30: [],
  60: [],
};

test('every pair of statuses: exactly the moves of PRODUCT.md section 3 are allowed', () => {
  assert.equal([...BILL_STATUSES].sort(), [10, 20, 30, 40, 50, 60, 70]);
  let checked = 0;
  for (const from of BILL_STATUSES) {
    for (const to of BILL_STATUSES) {
      assert.is(canMove(from, to), ALLOWED[from].includes(to), `${from} -> ${to}`);
      checked++;
    }
  }
  assert.is(checked, 49);
});

test('every event from every status: allowed ones lead to their status, every other is refused with 409', () => {
  const expected: Record<BillEvent, Record<number, number>> = {
    approve: { 10: 20 },
    reject: { 10: 60, 70: 60 },
    disburse: { 20: 40 },
    fail: { 20: 70 },
    retry: { 70: 20 },
    overdue: { 40: 50 },
    current: { 50: 40 },
    extend: { 40: 40, 50: 40 },
    settle: { 40: 30, 50: 30 },
  };
  assert.equal(Object.keys(TRANSITIONS).sort(), Object.keys(expected).sort());
  for (const event of Object.keys(expected) as BillEvent[]) {
    for (const from of [...BILL_STATUSES, 0, 99]) {
      const to = expected[event][from];
      assert.is(nextStatus(from, event), to, `${event} from ${from}`);
      if (to === undefined) {
        try {
          requireNext(from, event);
          assert.unreachable(`${event} from ${from} should be refused`);
        } catch (e) {
          assert.instance(e, AppError);
          assert.is((e as AppError).code, 409);
          assert.is((e as AppError).key, 'billTransition');
        }
      } else assert.is(requireNext(from, event), to);
    }
  }
});

test('settled and rejected bills are closed; every other status is open', () => {
  for (const s of BILL_STATUSES) assert.is(isOpen(s), ![30, 60].includes(s), String(s));
});

// "In one module": no other file writes a bill's status, so no path can skip the table above. The
// query lives in repo.ts (insertBill creates a bill, updateBillStatus moves one) and only
// bill-actions.ts calls updateBillStatus. A write whose values are not an object literal (a
// variable, a callback) may carry a status: it counts.
test("only bill-actions.ts moves a bill's status, through repo.ts (whose insertBill creates it)", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : n.endsWith('.ts') ? [join(dir, n)] : []));
  const writes = /(updateTable|insertInto)\('bill'\)[^;]*?\.(set|values)\(\s*(\{[^}]*\}|[^)]*)/g;
  const writers = files('server').filter((f) => {
    const src = readFileSync(f, 'utf8');
    return /update\s+"?bill"?\s+set/i.test(src) || [...src.matchAll(writes)].some((m) => !m[3].startsWith('{') || /\bstatus\b/.test(m[3]));
  });
  assert.equal(writers, [join('server', 'bill', 'repo.ts')]);
  const movers = files('server').filter(
    (f) => !f.endsWith(join('bill', 'repo.ts')) && /\bupdateBillStatus\(/.test(readFileSync(f, 'utf8')),
  );
  assert.equal(movers, [join('server', 'borrow', 'bill-actions.ts')]);
});

test('a payment settles only a bill being repaid (repaying or overdue), the bills the app offers to repay', () => {
  assert.equal(BILL_STATUSES.filter(isRepayable).sort(), [40, 50]);
  for (const s of BILL_STATUSES) assert.is(isRepayable(s), isBeingRepaid(s), String(s));
});

test('operators read every status in words and every move by its numbers', () => {
  assert.equal(BILL_STATUSES.map(statusText), [
    '10 under review',
    '20 approved',
    '30 settled',
    '40 repaying',
    '50 overdue',
    '60 rejected',
    '70 disbursement failed',
  ]);
  assert.is(statusText(99), '99');
  assert.is(moveText('reject'), '10 or 70 -> 60');
  assert.is(moveText('disburse'), '20 -> 40');
});

test.run();
