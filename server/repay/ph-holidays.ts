// Philippine public holidays on the Manila calendar, for the repay page's "pay a day early" note:
// payment centres close and bank transfers wait for the next banking day. The rules compute the
// holidays fixed by law (Republic Act 9492 as amended, and the yearly proclamation's fixed special
// days); those set each year by proclamation from the lunar or Islamic calendar come from a dated
// table, HOLIDAYS, which the operator updates when the proclamation is out.
import { DAY_MS } from '../time';

/**
 * The dated holidays when HOLIDAYS is unset: Chinese New Year (special), Eid'l Fitr and Eid'l Adha
 * (regular), on their expected dates; the proclamation may move an Islamic one by a day.
 */
export const DEFAULT_DATED_HOLIDAYS: readonly string[] = [
  '2026-02-17',
  '2026-03-20',
  '2026-05-27',
  '2027-02-06',
  '2027-03-10',
  '2027-05-17',
];

// Fixed dates (MM-DD). Regular: New Year's Day, Araw ng Kagitingan, Labor Day, Independence Day,
// Bonifacio Day, Christmas Day, Rizal Day. Special non-working: Ninoy Aquino Day, All Saints' Day,
// All Souls' Day, the Immaculate Conception, Christmas Eve, the last day of the year.
const FIXED = ['01-01', '04-09', '05-01', '06-12', '08-21', '11-01', '11-02', '11-30', '12-08', '12-24', '12-25', '12-30', '12-31'];

/** Easter Sunday of `year` (Gregorian calendar, the anonymous algorithm) as a day number since 1970-01-01. */
export function easterDay(year: number): number {
  const a = year % 19,
    b = Math.floor(year / 100),
    c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return Date.UTC(year, Math.floor(n / 31) - 1, (n % 31) + 1) / DAY_MS;
}

/** True when a Manila calendar day (a day number, as manilaDay gives) is a Saturday, a Sunday or a public holiday. */
export function isNonWorkingDay(day: number, dated: ReadonlySet<string>): boolean {
  const d = new Date(day * DAY_MS);
  const weekday = d.getUTCDay();
  const iso = d.toISOString().slice(0, 10);
  if (weekday === 0 || weekday === 6 || FIXED.includes(iso.slice(5)) || dated.has(iso)) return true;
  // Maundy Thursday and Good Friday (regular), Black Saturday (special).
  const easter = easterDay(d.getUTCFullYear());
  if (day >= easter - 3 && day < easter) return true;
  // National Heroes Day: the last Monday of August.
  return d.getUTCMonth() === 7 && weekday === 1 && d.getUTCDate() > 24;
}

/** HOLIDAYS (dates like 2027-03-10, separated by commas or spaces) as a set; the defaults when unset. */
export function readHolidays(raw: string | undefined, problems: string[]): ReadonlySet<string> {
  if (raw === undefined) return new Set(DEFAULT_DATED_HOLIDAYS);
  const dates = raw.split(/[\s,]+/).filter(Boolean);
  for (const date of dates) {
    const ms = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(date + 'T00:00:00Z') : Number.NaN;
    if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date)
      problems.push(`HOLIDAYS must be calendar dates like 2027-03-10, separated by commas, got "${date}"`);
  }
  return new Set(dates);
}
