import { byHand, INTL_LOCALE } from './format';
import { locale } from './i18n';

// Apart from format.ts, which the first screen carries: only the pages that show a clock time load this.
/** A moment as the local clock time in the active language, e.g. `2:35 PM` (a lock says until when). */
export function formatTime(epochMs: number): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale.value], { hour: 'numeric', minute: '2-digit' }).format(epochMs);
}

/**
 * The last minute of a due date's day as a clock time in the active language (`11:59 PM`, `23:59`):
 * a payment counts on time through the end of the due date's Manila day.
 */
export function dueTime(): string {
  // English and Filipino as en-PH and fil-PH write it, without Intl: the first DateTimeFormat loads ICU's
  // data, a long task on a slow phone between Home's answers and its bill (as format.ts does for dates).
  if (byHand(locale.value)) return '11:59 PM';
  return new Intl.DateTimeFormat(INTL_LOCALE[locale.value], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, 23, 59),
  );
}
