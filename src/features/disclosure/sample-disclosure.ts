/** The figures of a disclosure statement (Truth in Lending Act, PRODUCT.md section 4), all in integer centavos. */
export interface Disclosure {
  amountFinanced: number;
  interest: number;
  /** Fees deducted before release: none in the landing's product. */
  fees: number;
  netProceeds: number;
  totalRepayable: number;
  days: number;
  /** Effective rate a month in basis points: every charge over what is received, scaled to 30 days. */
  monthlyRateBp: number;
}

/** The product a sample is computed for (the landing's terms) and how its rates are written. */
export interface SampleTerms {
  /** Centavos. */
  maxAmount: number;
  maxDays: number;
  dailyInterestBp: number;
  formatRate: (bp: number, lang: string) => string;
}

const MONTH_DAYS = 30;

/** The sample for the landing's product: the most one can borrow over the longest term, no float on the way. */
export function sampleDisclosure(terms: Pick<SampleTerms, 'maxAmount' | 'maxDays' | 'dailyInterestBp'>): Disclosure {
  const amountFinanced = terms.maxAmount;
  const days = terms.maxDays;
  // Centavos times basis points times days stays far below 2^53 for any configured amount.
  const interest = Math.round((amountFinanced * terms.dailyInterestBp * days) / 10_000);
  const fees = 0;
  const netProceeds = amountFinanced - fees;
  const charges = interest + fees;
  return {
    amountFinanced,
    interest,
    fees,
    netProceeds,
    totalRepayable: amountFinanced + interest,
    days,
    monthlyRateBp: Math.round((charges * 10_000 * MONTH_DAYS) / (netProceeds * days)),
  };
}
