// What the build writes into the app from the server's pricing (build/landing.mjs): the landing's
// promise and its sample disclosure statement. Both sides name these shapes; neither imports the other.
import type { Disclosure } from './borrow';

/** What the landing page promises: the most one can borrow, the term range, the daily interest and where a first limit starts. */
export interface LandingTerms {
  /** Centavos. */
  maxAmount: number;
  minDays: number;
  maxDays: number;
  /** Daily interest in basis points of the principal (10 = 0.10 % a day; two decimals when the percent has four). */
  dailyInterestBp: number;
  /** Centavos: the credit limit a newly certified borrower is granted (CREDIT_START_LIMIT through the server's credit rule). */
  startLimit: number;
}

/** The quote as `POST /product/quote` answers it, with its term in days and no due date (it is set when the money is sent). */
export type SampleFigures = Omit<Disclosure, 'dueDate'> & { term: number };
