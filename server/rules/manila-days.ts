// Calendar days in Asia/Manila (UTC+8 all year: the Philippines keeps no daylight saving), so a
// borrower's "day" is the one on their wall clock whatever zone the server runs in.
import { MANILA_OFFSET_MS } from '../../contract/calendar';
import { DAY_MS } from '../time';

/** The Manila calendar day of an instant, as a day number (days since 1970-01-01 in Manila). */
export function manilaDay(ms: number): number {
  return Math.floor((ms + MANILA_OFFSET_MS) / DAY_MS);
}

/** Whole Manila calendar days after the due date's day (0 on the due date and before it). */
export function overdueDays(dueDate: number, now: number): number {
  return Math.max(0, manilaDay(now) - manilaDay(dueDate));
}

/** Whole Manila calendar days until the due date's day (0 on the due date and after it). */
export function daysLeft(dueDate: number, now: number): number {
  return Math.max(0, manilaDay(dueDate) - manilaDay(now));
}
