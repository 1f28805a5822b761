import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DEFAULT_DATED_HOLIDAYS, easterDay, isNonWorkingDay, readHolidays } from '../../../server/repay/ph-holidays';
import { DAY_MS } from '../../../server/time';

const day = (iso: string) => Date.parse(iso + 'T00:00:00Z') / DAY_MS;
const defaults = new Set(DEFAULT_DATED_HOLIDAYS);
const off = (iso: string, dated: ReadonlySet<string> = defaults) => isNonWorkingDay(day(iso), dated);

test('Easter Sunday by the Gregorian rule', () => {
  for (const iso of ['2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28', '2028-04-16', '2038-04-25'])
    assert.is(easterDay(Number(iso.slice(0, 4))), day(iso), iso);
});

test('weekends are never working days; an ordinary weekday is one', () => {
  assert.ok(off('2026-11-28'), 'Saturday');
  assert.ok(off('2026-11-29'), 'Sunday');
  assert.not.ok(off('2026-11-27'), 'Friday 27 November 2026');
  assert.not.ok(off('2027-03-24'), 'the Wednesday of Holy Week');
});

test('regular holidays: fixed dates, Holy Week and the last Monday of August', () => {
  for (const iso of ['2027-01-01', '2027-04-09', '2027-05-03', '2027-06-14', '2027-11-30', '2027-12-30'])
    assert.is(off(iso), !['2027-05-03', '2027-06-14'].includes(iso), iso);
  assert.ok(off('2026-04-02') && off('2026-04-03'), 'Maundy Thursday and Good Friday 2026');
  assert.ok(off('2027-03-25') && off('2027-03-26'), 'Maundy Thursday and Good Friday 2027');
  assert.ok(off('2026-08-31'), 'National Heroes Day 2026');
  assert.not.ok(off('2026-08-24'), 'a Monday of August that is not the last');
  assert.ok(off('2027-08-30'), 'National Heroes Day 2027');
});

test('special non-working days on fixed dates', () => {
  for (const iso of ['2027-08-23', '2026-08-21', '2027-11-01', '2027-11-02', '2027-12-08', '2026-12-24', '2026-12-31'])
    assert.is(off(iso), iso !== '2027-08-23', iso);
});

test('lunar and Islamic holidays come only from the dated table', () => {
  assert.ok(off('2027-03-10'), "Eid'l Fitr 2027 by default");
  assert.ok(off('2026-02-17'), 'Chinese New Year 2026 by default');
  assert.not.ok(off('2027-03-10', new Set()), 'without the table it is a Wednesday like any other');
  assert.ok(off('2028-02-28', new Set(['2028-02-28'])), 'a date the operator adds');
});

test('HOLIDAYS: dates replace the table; anything else is named at start', () => {
  const problems: string[] = [];
  assert.equal([...readHolidays('2028-01-26, 2028-02-28 2028-05-05', problems)], ['2028-01-26', '2028-02-28', '2028-05-05']);
  assert.equal([...readHolidays(undefined, problems)], [...DEFAULT_DATED_HOLIDAYS]);
  assert.equal(problems, []);
  readHolidays('2027-02-30,10/03/2027', problems);
  assert.equal(problems, [
    'HOLIDAYS must be calendar dates like 2027-03-10, separated by commas, got "2027-02-30"',
    'HOLIDAYS must be calendar dates like 2027-03-10, separated by commas, got "10/03/2027"',
  ]);
});

test.run();
