// SEC Memorandum Circular 18 s.2019: a borrower is contacted only between 06:00 and 22:00 Asia/Manila,
// whatever zone the server runs in. Judged on real time: moving the development clock does not
// make it day for the borrower's phone.
import { MANILA_OFFSET_MS } from '../../contract/calendar';
import { DAY_MS, HOUR_MS } from '../time';

/** The first Manila hour a borrower may be contacted in. */
export const CONTACT_FROM_HOUR = 6;
/** The Manila hour from which no borrower is contacted until the next morning. */
export const CONTACT_UNTIL_HOUR = 22;

/** Milliseconds since Manila midnight of an instant. */
function manilaTimeOfDay(realMs: number): number {
  return (((realMs + MANILA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
}

/** True when `realMs` falls between 06:00 (inclusive) and 22:00 (exclusive) in Manila. */
export function isContactHour(realMs: number): boolean {
  const t = manilaTimeOfDay(realMs);
  return t >= CONTACT_FROM_HOUR * HOUR_MS && t < CONTACT_UNTIL_HOUR * HOUR_MS;
}

/** The first instant at or after `realMs` a borrower may be contacted: itself by day, else the next 06:00 in Manila. */
export function nextContactTime(realMs: number): number {
  if (isContactHour(realMs)) return realMs;
  const t = manilaTimeOfDay(realMs);
  const morning = CONTACT_FROM_HOUR * HOUR_MS;
  return realMs - t + (t < morning ? morning : DAY_MS + morning);
}
