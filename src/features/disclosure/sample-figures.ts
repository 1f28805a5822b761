// The landing's sample disclosure statement (Truth in Lending Act): the lines of the server's own
// quote (server/pricing/quote.ts) for the most one can borrow over the longest term, computed at build
// by build/landing.mjs and written here in place of `__SAMPLE__`, so the sample charges what a loan would.

/** The statement's figures: integer centavos, days, and rates in basis points. */
export interface SampleFigures {
  amountFinanced: number;
  interest: number;
  /** Every other charge (the service fee, deducted before release). */
  fees: number;
  netProceeds: number;
  totalRepayable: number;
  days: number;
  /** Interest a day (two decimals when the configured percent has four). */
  dailyInterestBp: number;
  /** Effective rate a month, fees included, as the quote's `monthlyEirPct` (two decimals of a percent). */
  monthlyRateBp: number;
}

declare const __SAMPLE__: SampleFigures;

/** This build's sample. Tests set `globalThis.__SAMPLE__` before importing app code. */
export const SAMPLE: SampleFigures = __SAMPLE__;
