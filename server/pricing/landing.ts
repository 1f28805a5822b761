// The landing page's figures (spec section 1), from the same configuration as every quote, so the
// page and the server never disagree.
import { PPM_PER_PCT } from './caps';
import type { PricingConfig } from './product';

/** `GET /public/appConfig`'s `pricing`: centavos, days, and the lowest daily interest in percent. */
export interface LandingPricing {
  maxAmount: number;
  minAmount: number;
  minTerm: number;
  maxTerm: number;
  dailyInterestPct: number;
}

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
