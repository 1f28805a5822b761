import { groupEnglish } from '../../i18n/format';

/** A basis-point rate as a percentage in the given language's number format, e.g. 0.2% (up to 4 decimals, as PRODUCTS may set). */
export function formatRate(bp: number, lang: string): string {
  // English without Intl: its first call is a long task on a slow phone (see groupEnglish).
  if (lang === 'en') {
    const [whole, fraction] = String(Number((bp / 100).toFixed(4))).split('.');
    return `${groupEnglish(whole!)}${fraction ? '.' + fraction : ''}%`;
  }
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 4 }).format(bp / 10_000);
}
