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
 * The one place of the landing page's loan terms (the server does not publish them in
 * `GET /public/appConfig`): the max-amount build setting, PRODUCT.md section 4's 7 to 30 days,
 * and 0.20 % a day, which is 6 % a month, the BSP Circular 1133 ceiling on nominal interest.
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
