import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { currentSlot, isSmsSlot, nextSlot, stageOf } from '../../../server/rules/reminder-slots';

test('slots fall 3 and 1 days before the due date, on it, the day after, then every 3 days', () => {
  const slots: number[] = [];
  for (let s: number = -3; s <= 20; s = nextSlot(s)) slots.push(s);
  assert.equal(slots, [-3, -1, 0, 1, 4, 7, 10, 13, 16, 19]);
});

test('the slot in force on each day is the latest slot day at or before it; none before the first', () => {
  const byDay = Array.from({ length: 25 }, (_, i) => currentSlot(i - 5));
  assert.equal(byDay, [null, null, -3, -3, -1, 0, 1, 1, 1, 4, 4, 4, 7, 7, 7, 10, 10, 10, 13, 13, 13, 16, 16, 16, 19]);
});

test('stages and SMS slots: only the due date and the first overdue day go by SMS', () => {
  assert.equal([-3, -1, 0, 1, 4].map(stageOf), ['before', 'before', 'today', 'overdue', 'overdue']);
  assert.equal([-3, -1, 0, 1, 4, 7].filter(isSmsSlot), [0, 1]);
});

test.run();
