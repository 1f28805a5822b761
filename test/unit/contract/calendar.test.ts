import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MANILA_OFFSET_MS, parseDayMonthYear } from '../../../contract/calendar';

test('a DD/MM/YYYY date reads into year, month and day; a single-digit day or month too', () => {
  assert.equal(parseDayMonthYear('01/01/1995'), { y: 1995, m: 1, d: 1 });
  assert.equal(parseDayMonthYear('29/02/2000'), { y: 2000, m: 2, d: 29 });
  assert.equal(parseDayMonthYear(' 5/7/1990 '), { y: 1990, m: 7, d: 5 });
});

test('impossible days and other layouts are no date', () => {
  for (const text of ['31/04/2000', '29/02/1900', '00/01/2000', '01/13/2000', '01/00/2000', '1995-01-01', '01/01/95', ''])
    assert.is(parseDayMonthYear(text), null, text);
});

test('Manila is 8 hours ahead of UTC: 16:00 UTC is midnight of the next day there', () => {
  const day = new Date(Date.parse('2026-12-03T16:00:00Z') + MANILA_OFFSET_MS);
  assert.equal([day.getUTCDate(), day.getUTCHours()], [4, 0]);
});

test.run();
