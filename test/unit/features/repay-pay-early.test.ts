import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { manilaDate, shouldPayEarly } from '../../../src/features/repay/pay-early';

// 23:00 in Manila on the given day (15:00 UTC).
const at = (iso: string) => Date.parse(`${iso}T15:00:00Z`);

test('weekends and regular holidays in Manila get the note; ordinary weekdays do not', () => {
  assert.ok(shouldPayEarly(at('2026-12-25')), 'Christmas, a Friday');
  assert.ok(shouldPayEarly(at('2026-04-03')), 'Good Friday 2026');
  assert.ok(shouldPayEarly(at('2027-08-30')), 'National Heroes Day 2027, last Monday of August');
  assert.ok(shouldPayEarly(at('2026-11-28')), 'a Saturday');
  assert.ok(shouldPayEarly(at('2026-11-29')), 'a Sunday');
  assert.not.ok(shouldPayEarly(at('2026-11-26')), 'a Thursday');
  assert.not.ok(shouldPayEarly(at('2026-12-28')), 'a Monday');
});

test('the day is Manila\'s: 17:00 UTC on Friday is already Saturday there', () => {
  assert.equal(manilaDate(Date.parse('2026-11-27T17:00:00Z')), { iso: '2026-11-28', weekday: 6 });
  assert.ok(shouldPayEarly(Date.parse('2026-11-27T17:00:00Z')));
  assert.not.ok(shouldPayEarly(Date.parse('2026-11-27T15:59:00Z')));
});

test.run();
