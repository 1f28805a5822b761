// Whether a due date falls on a weekend or a Philippine public holiday, when payment centres and
// bank transfers may be slow: the repay page then suggests paying a day early.
//
// Regular holidays (Republic Act 9492 as amended; the Holy Week and National Heroes Day dates by
// their rules): New Year's Day, Maundy Thursday, Good Friday, Araw ng Kagitingan (9 April), Labor
// Day, Independence Day (12 June), National Heroes Day (last Monday of August), Bonifacio Day
// (30 November), Christmas Day and Rizal Day (30 December). Eid'l Fitr and Eid'l Adha are proclaimed
// each year on the lunar calendar; the dates below are the expected ones. Extend the table yearly.
const HOLIDAYS = new Set([
  '2026-01-01', '2026-03-20', '2026-04-02', '2026-04-03', '2026-04-09', '2026-05-01', '2026-05-27', '2026-06-12',
  '2026-08-31', '2026-11-30', '2026-12-25', '2026-12-30',
  '2027-01-01', '2027-03-10', '2027-03-25', '2027-03-26', '2027-04-09', '2027-05-01', '2027-05-17', '2027-06-12',
  '2027-08-30', '2027-11-30', '2027-12-25', '2027-12-30',
]);

/** Manila is UTC+8 all year. */
const MANILA_MS = 8 * 3_600_000;

/** The Manila calendar date of an instant as `YYYY-MM-DD` and its weekday (0 Sunday). */
export function manilaDate(ms: number): { iso: string; weekday: number } {
  const d = new Date(ms + MANILA_MS);
  return { iso: d.toISOString().slice(0, 10), weekday: d.getUTCDay() };
}

/** True when the due date's Manila day is a Saturday, a Sunday or a regular holiday. */
export function shouldPayEarly(dueDate: number): boolean {
  const { iso, weekday } = manilaDate(dueDate);
  return weekday === 0 || weekday === 6 || HOLIDAYS.has(iso);
}
