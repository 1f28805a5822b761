// Days as the borrower's wall clock in the Philippines counts them, and dates as forms write them.

/** Manila's offset from UTC: 8 hours all year (no daylight saving since 1978), so a fixed offset gives the local day. */
export const MANILA_OFFSET_MS = 8 * 3600 * 1000;

/** A calendar day: year, month 1 to 12, day of the month. */
export interface Ymd {
  y: number;
  m: number;
  d: number;
}

/** Reads DD/MM/YYYY (a single-digit day or month accepted, as the date picker and people write it), or null when it is no real date. */
export function parseDayMonthYear(text: string): Ymd | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [d, m, y] = match.slice(1).map(Number);
  if (m < 1 || m > 12 || d < 1) return null;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const inMonth = m === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
  return d <= inMonth ? { y, m, d } : null;
}
