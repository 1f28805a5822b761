// The price caps of BSP Circular 1133 / SEC MC 3 s.2022 (PRODUCT.md section 4), checked against every
// product when the server starts. Rates are whole parts per million (ppm): 10_000 ppm = 1%.
import { PENALTY_MONTHLY_CAP_PCT } from '../../contract/borrow';
import type { Product } from './product';

/** 1% in ppm. */
export const PPM_PER_PCT = 10_000;
/** 100% in ppm. */
export const PPM = 1_000_000;
/** A month is 30 days in every rate of section 4. */
export const MONTH_DAYS = 30;

/** A daily rate as the monthly rate the caps and the disclosure name (a month of `MONTH_DAYS`). */
export function perMonthPpm(dailyPpm: number): number {
  return dailyPpm * MONTH_DAYS;
}
/** Nominal interest: at most 6% a month. */
export const NOMINAL_MONTHLY_CAP_PPM = 60_000;
/** Effective rate, fees included: at most 15% a month. */
export const EFFECTIVE_MONTHLY_CAP_PPM = 150_000;
/** Late penalty: at most 5% a month on the amount overdue (the figure is the wire's, so the client says the same). */
export const PENALTY_MONTHLY_CAP_PPM = PENALTY_MONTHLY_CAP_PCT * PPM_PER_PCT;
/** Shortest and longest term in days. */
export const TERM_DAYS = { min: 7, max: 30 } as const;

const pct = (ppm: number) => `${+(ppm / PPM_PER_PCT).toFixed(4)}%`;

/**
 * What is wrong with a product, one sentence per broken cap, naming the field. Checked in exact
 * integer arithmetic for every term; every charge is rounded down, so a quote never costs more.
 */
export function capProblems(p: Product): string[] {
  const out: string[] = [];
  if (perMonthPpm(p.dailyInterestPpm) > NOMINAL_MONTHLY_CAP_PPM) {
    out.push(
      `dailyInterestPct: ${pct(p.dailyInterestPpm)} a day is ${pct(perMonthPpm(p.dailyInterestPpm))} a month, over the 6% nominal cap`,
    );
  }
  if (perMonthPpm(p.dailyPenaltyPpm) > PENALTY_MONTHLY_CAP_PPM) {
    out.push(
      `dailyPenaltyPct: ${pct(p.dailyPenaltyPpm)} a day is ${pct(perMonthPpm(p.dailyPenaltyPpm))} a month, over the ${PENALTY_MONTHLY_CAP_PCT}% late-penalty cap`,
    );
  }
  if (p.serviceFeePpm >= PPM) out.push('serviceFeePct must be below 100%');
  for (const term of p.terms) {
    const cost = p.dailyInterestPpm * term + p.serviceFeePpm;
    // cost / (1 - fee) / (term / 30) <= 15%, multiplied out so that no division rounds.
    if (p.serviceFeePpm < PPM && cost * MONTH_DAYS * PPM > EFFECTIVE_MONTHLY_CAP_PPM * term * (PPM - p.serviceFeePpm)) {
      const eir = (cost * MONTH_DAYS * PPM) / (term * (PPM - p.serviceFeePpm));
      out.push(`serviceFeePct/dailyInterestPct: the effective rate at ${term} days is ${pct(Math.round(eir))} a month, over the 15% cap`);
    }
    if (cost > PPM) out.push(`charges at ${term} days are ${pct(cost)} of the principal, over 100%`);
    if (p.extensionFeePpm * MONTH_DAYS > EFFECTIVE_MONTHLY_CAP_PPM * term) {
      out.push(
        `extensionFeePct: ${pct(p.extensionFeePpm)} for ${term} more days is ${pct(Math.round((p.extensionFeePpm * MONTH_DAYS) / term))} a month, over the 15% cap`,
      );
    }
  }
  return out;
}
