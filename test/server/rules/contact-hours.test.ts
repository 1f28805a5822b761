import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isContactHour, nextContactTime } from '../../../server/rules/contact-hours';

// Manila is UTC+8: 06:00 Manila is 22:00 UTC of the day before, 22:00 Manila is 14:00 UTC.
const at = (utc: string) => Date.parse(utc);

test('a borrower is contacted from 06:00 up to 22:00 Manila time, whatever the server zone', () => {
  assert.ok(isContactHour(at('2026-12-02T22:00:00Z')), '06:00 Manila');
  assert.ok(isContactHour(at('2026-12-03T04:00:00Z')), 'noon Manila');
  assert.ok(isContactHour(at('2026-12-03T13:59:59.999Z')), '21:59:59.999 Manila');
  assert.not.ok(isContactHour(at('2026-12-03T14:00:00Z')), '22:00 Manila');
  assert.not.ok(isContactHour(at('2026-12-03T18:00:00Z')), '02:00 Manila');
  assert.not.ok(isContactHour(at('2026-12-02T21:59:59.999Z')), '05:59:59.999 Manila');
});

test('what falls at night waits for the next 06:00 in Manila; by day it goes at once', () => {
  const noon = at('2026-12-03T04:00:00Z');
  assert.is(nextContactTime(noon), noon);
  // 22:30 Manila on 3 Dec: the morning of 4 Dec.
  assert.is(nextContactTime(at('2026-12-03T14:30:00Z')), at('2026-12-03T22:00:00Z'));
  // 01:00 Manila on 4 Dec (17:00 UTC on 3 Dec): the same Manila morning.
  assert.is(nextContactTime(at('2026-12-03T17:00:00Z')), at('2026-12-03T22:00:00Z'));
});

test.run();
