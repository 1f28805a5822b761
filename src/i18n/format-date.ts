import { MANILA_OFFSET_MS } from '../../contract/calendar';
import { byHand, INTL_LOCALE } from './format';
import { locale, type Locale } from './i18n';

// Apart from format.ts, which the first screen carries: the landing shows no date.
const FIL_MONTHS = 'Ene Peb Mar Abr May Hun Hul Ago Set Okt Nob Dis'.split(' ');
const dates = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A moment's calendar day in Manila, the month in words, as the active language writes it (`Dec 3, 2026`,
 * `3 dic 2026`): `03/12/2026` reads as March 12 to many Filipinos. Due and payment dates use it. Joined
 * by no-break spaces: at 360 px a date never breaks as "Dec / 3, 2026".
 */
export function formatDate(epochMs: number): string {
  const code = locale.value;
  let date: string;
  // English and Filipino as en-PH and fil-PH write them, without Intl: a first date format loads ICU's
  // calendar and zone data, about 200 ms at 6x CPU, after a signed-in page's data arrived and before it shows.
  if (byHand(code)) {
    // ECMAScript fixes toUTCString's form: `Thu, 03 Dec 2026 01:00:00 GMT`.
    const manila = new Date(epochMs + MANILA_OFFSET_MS);
    const [, day, month, year] = manila.toUTCString().split(' ');
    date = `${code === 'fil' ? FIL_MONTHS[manila.getUTCMonth()] : month} ${Number(day)}, ${year}`;
  } else {
    let f = dates.get(code);
    if (!f) {
      f = new Intl.DateTimeFormat(INTL_LOCALE[code], { timeZone: 'Asia/Manila', day: 'numeric', month: 'short', year: 'numeric' });
      dates.set(code, f);
    }
    date = f.format(epochMs);
  }
  return date.replace(/ /g, '\u00a0');
}
