// The landing page's figures (spec section 1), from the same configuration as every quote, so the
// page and the server never disagree: `GET /public/appConfig` answers them and the build inlines
// them into the app (build/landing.mjs reads the environment through `landingBuildFromEnv`).
import type { LandingPricing } from '../../contract/public';
import type { LandingTerms, SampleFigures } from '../../contract/landing';
import { decideCreditLimit } from '../credit/credit-rule';
import { readCreditStartLimit } from '../credit/start-limit-config';
import { envGetter } from '../env-get';
import { PPM_PER_PCT } from './caps';
import { readPricingEnv } from './pricing-config';
import type { PricingConfig } from './product';
import { quote } from './quote';

export type { LandingPricing };

/** The figures over every product: the widest amount and term ranges, the lowest daily interest. */
export function landingPricing({ products }: PricingConfig): LandingPricing {
  return {
    maxAmount: Math.max(...products.map((p) => p.maxAmount)),
    minAmount: Math.min(...products.map((p) => p.minAmount)),
    minTerm: Math.min(...products.flatMap((p) => p.terms)),
    maxTerm: Math.max(...products.flatMap((p) => p.terms)),
    dailyInterestPct: Math.min(...products.map((p) => p.dailyInterestPpm)) / PPM_PER_PCT,
  };
}

/**
 * The landing's sample disclosure: the quote of the product lending the most, for that amount over
 * its longest term (the first such product when several tie), exactly as `POST /product/quote`
 * answers it, less the due date (a preview of a day that is not the build's).
 */
export function sampleQuote({ products }: PricingConfig): SampleFigures {
  const p = products.reduce((best, x) => (x.maxAmount > best.maxAmount ? x : best));
  const term = p.terms[p.terms.length - 1]!;
  const { dueDate, ...q } = quote(p, p.maxAmount, term, 0);
  return { ...q, term };
}

/** The pricing configuration of MAX_AMOUNT and PRODUCTS, and the starting limit of CREDIT_START_LIMIT, in `env`, read as the server reads them; throws naming each bad setting. */
function pricingFromEnv(env: Record<string, string | undefined>): PricingConfig & { creditStartLimit: number } {
  const problems: string[] = [];
  const get = envGetter(env);
  const { pricing } = readPricingEnv(get, problems);
  const creditStartLimit = readCreditStartLimit(get, problems);
  if (problems.length) throw new Error('Bad pricing configuration (the server would refuse it too):\n  - ' + problems.join('\n  - '));
  return { ...pricing, creditStartLimit };
}

/**
 * What the build inlines (build/landing.mjs): the landing's figures as `settings.landing` carries
 * them (days, basis points = ppm / 100, the first credit limit) and the sample disclosure.
 */
export function landingBuildFromEnv(env: Record<string, string | undefined>): { landing: LandingTerms; sample: SampleFigures } {
  const pricing = pricingFromEnv(env);
  const p = landingPricing(pricing);
  return {
    landing: {
      maxAmount: p.maxAmount,
      minDays: p.minTerm,
      maxDays: p.maxTerm,
      dailyInterestBp: Math.round(p.dailyInterestPct * PPM_PER_PCT) / 100,
      // What the credit rule grants a newly certified borrower (no one in particular: the rule reads only the policy today).
      startLimit: decideCreditLimit(pricing, { userId: 0 }).creditLimit,
    },
    sample: sampleQuote(pricing),
  };
}
