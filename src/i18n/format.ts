import { locale, type Locale } from './i18n';

// Number conventions per interface language; the currency stays the peso whatever the language.
/** The Intl locale of each interface language. */
export const INTL_LOCALE: Record<Locale, string> = {
  en: 'en-PH',
  es: 'es-ES',
  id: 'id-ID',
  vi: 'vi-VN',
  // Thai month names with Gregorian years: the receipts borrowers compare with print 2026, not 2569.
  th: 'th-TH-u-ca-gregory',
  fil: 'fil-PH',
};

const formatters = new Map<Locale, { whole: Intl.NumberFormat; decimal: string }>();

function numbers(code: Locale) {
  let f = formatters.get(code);
  if (!f) {
    const whole = new Intl.NumberFormat(INTL_LOCALE[code], { maximumFractionDigits: 0, useGrouping: true });
    const decimal = new Intl.NumberFormat(INTL_LOCALE[code]).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    f = { whole, decimal };
    formatters.set(code, f);
  }
  return f;
}

// Filipino writes amounts, rates and dates as en-PH does, with its own month names (fil-PH in ICU): both
// are written without Intl, whose first call costs a slow phone a long task before a page shows.
export const byHand = (code: string) => code === 'en' || code === 'fil';

/**
 * Digits grouped by thousands with commas, as en-PH writes them, without Intl: a page's first Intl
 * call costs about 120 ms on a slow phone (ICU starts up), and the English landing must not pay it
 * while the app takes over the prerendered page.
 */
export function groupEnglish(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Centavos as pesos for display: `₱60,000`, `₱123.45`; grouping and decimal mark follow the active language. */
export function formatMoney(centavos: number): string {
  if (!Number.isSafeInteger(centavos)) throw new TypeError(`formatMoney expects integer centavos, got ${centavos}`);
  const { whole, decimal } = byHand(locale.value) ? { whole: null, decimal: '.' } : numbers(locale.value);
  const abs = Math.abs(centavos);
  const cents = abs % 100;
  // Pesos and centavos are formatted apart so no amount ever passes through a float division.
  const pesos = whole ? whole.format((abs - cents) / 100) : groupEnglish(String((abs - cents) / 100));
  const tail = cents ? decimal + String(cents).padStart(2, '0') : '';
  return (centavos < 0 ? '-' : '') + '₱' + pesos + tail;
}

/** A basis-point rate as a percentage in the given language's number format, e.g. 0.2% (up to 4 decimals, as PRODUCTS may set). */
export function formatRate(bp: number, lang: string): string {
  // English and Filipino without Intl: its first call is a long task on a slow phone (see groupEnglish).
  if (byHand(lang)) {
    const [whole, fraction] = String(Number((bp / 100).toFixed(4))).split('.');
    return `${groupEnglish(whole!)}${fraction ? '.' + fraction : ''}%`;
  }
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 4 }).format(bp / 10_000);
}
