import { signal } from '@preact/signals';
import { groupEnglish } from '../../i18n/format';
import { settings } from '../../settings';

/** What the landing page promises: the most one can borrow, the term range and the daily interest. */
export interface LoanTerms {
  /** Centavos. */
  maxAmount: number;
  minDays: number;
  maxDays: number;
  /** Daily interest in basis points of the principal (20 = 0.20 % a day). */
  dailyInterestBp: number;
}

/**
 * The landing's build-time default, shown (and prerendered) until the server's pricing arrives
 * (`loadLandingTerms`): the max-amount build setting, PRODUCT.md section 4's 7 to 30 days, and
 * 0.20 % a day, which is 6 % a month, the BSP Circular 1133 ceiling on nominal interest.
 */
export const LANDING_TERMS: LoanTerms = {
  maxAmount: settings.maxAmount * 100,
  minDays: 7,
  maxDays: 30,
  dailyInterestBp: 20,
};

/** A basis-point rate as a percentage in the given language's number format, e.g. 0.2%. */
export function formatRate(bp: number, lang: string): string {
  // English without Intl: its first call is a long task on a slow phone (see groupEnglish).
  if (lang === 'en') {
    const [whole, fraction] = String(Number((bp / 100).toFixed(2))).split('.');
    return `${groupEnglish(whole!)}${fraction ? '.' + fraction : ''}%`;
  }
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/** The landing's terms: the build-time default, then the server's pricing once `loadLandingTerms` got it. */
export const landingTerms = signal<LoanTerms>(LANDING_TERMS);

let asked = false;

/**
 * Asks `GET /public/appConfig` once for the server's `pricing` (the same configuration every quote
 * uses) and shows it. The client is fetched here, after the first paint, so the first screen stays
 * as small; a failure keeps the default.
 */
export function loadLandingTerms(): void {
  if (asked) return;
  asked = true;
  void import('../../api/public')
    .then((m) => m.fetchAppConfig({ quiet: true }))
    .then(({ pricing: p }) => {
      if (p) landingTerms.value = { maxAmount: p.maxAmount, minDays: p.minTerm, maxDays: p.maxTerm, dailyInterestBp: Math.round(p.dailyInterestPct * 100) };
    })
    .catch(() => (asked = false));
}
