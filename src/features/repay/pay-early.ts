// A due date on a weekend or a Philippine public holiday, when payment centres and bank transfers
// may be slow: the repay page then asks the borrower to pay a day early.
//
// Regular holidays (Republic Act 9492 as amended): New Year's Day, Maundy Thursday, Good Friday,
// Araw ng Kagitingan (9 April), Labor Day, Independence Day (12 June), National Heroes Day (last
// Monday of August), Bonifacio Day (30 November), Christmas Day, Rizal Day (30 December); Eid'l Fitr
// and Eid'l Adha as expected (proclaimed each year). Extend the table yearly.
const HOLIDAYS =
  '2026-01-01 2026-03-20 2026-04-02 2026-04-03 2026-04-09 2026-05-01 2026-05-27 2026-06-12 2026-08-31 2026-11-30 2026-12-25 2026-12-30 ' +
  '2027-01-01 2027-03-10 2027-03-25 2027-03-26 2027-04-09 2027-05-01 2027-05-17 2027-06-12 2027-08-30 2027-11-30 2027-12-25 2027-12-30';

/** True when the due date's Manila day (UTC+8 all year) is a Saturday, a Sunday or a regular holiday. */
export function shouldPayEarly(dueDate: number): boolean {
  const d = new Date(dueDate + 8 * 3_600_000);
  return d.getUTCDay() % 6 === 0 || HOLIDAYS.includes(d.toISOString().slice(0, 10));
}
