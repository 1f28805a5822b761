// When a bill's payment reminders are due, counted in Manila calendar days from its due date's day:
// 3 days and 1 day before, the due date itself, the day after, then every 3 days while it stays
// unpaid. Each slot is one Manila day (so at most one reminder a day); it becomes due at that day's
// start and goes out within the contact hours (contact-hours.ts). A slot missed all day (a server down)
// is still sent until the next slot's day begins, which then takes its place: none is lost, none doubled.

/** Days before the due date's day with a reminder (0 is the due date itself). */
export const BEFORE_DUE_OFFSETS = [-3, -1, 0] as const;
/** The first overdue reminder: the day after the due date. */
export const FIRST_OVERDUE_OFFSET = 1;
/** While overdue, a reminder every this many days after the first. */
export const OVERDUE_EVERY_DAYS = 3;

/**
 * The slot in force `offset` days after the due date's day (negative: before it): the latest slot
 * day at or before it, as an offset; null before the first slot.
 */
export function currentSlot(offset: number): number | null {
  if (offset < BEFORE_DUE_OFFSETS[0]) return null;
  if (offset < FIRST_OVERDUE_OFFSET) return [...BEFORE_DUE_OFFSETS].reverse().find((o) => o <= offset) ?? null;
  return FIRST_OVERDUE_OFFSET + Math.floor((offset - FIRST_OVERDUE_OFFSET) / OVERDUE_EVERY_DAYS) * OVERDUE_EVERY_DAYS;
}

/** The first slot after slot `offset`. */
export function nextSlot(offset: number): number {
  const later = BEFORE_DUE_OFFSETS.find((o) => o > offset);
  if (later !== undefined) return later;
  return offset < FIRST_OVERDUE_OFFSET ? FIRST_OVERDUE_OFFSET : offset + OVERDUE_EVERY_DAYS;
}

/** What the reminder of slot `offset` says: before the due date, on it, or after it. */
export function stageOf(offset: number): 'before' | 'today' | 'overdue' {
  return offset < 0 ? 'before' : offset === 0 ? 'today' : 'overdue';
}

/** The two slots that also go by SMS to a borrower push cannot reach: the due date and the day after. */
export function isSmsSlot(offset: number): boolean {
  return offset === 0 || offset === FIRST_OVERDUE_OFFSET;
}
