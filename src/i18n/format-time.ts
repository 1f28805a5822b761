import { INTL_LOCALE } from './format';
import { locale } from './i18n';

// Apart from format.ts, which the first screen carries: only the pages that show a clock time load this.
/** A moment as the local clock time in the active language, e.g. `2:35 PM` (a lock says until when). */
export function formatTime(epochMs: number): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale.value], { hour: 'numeric', minute: '2-digit' }).format(epochMs);
}
