// The landing page's figures (spec section 1), from the same configuration as every quote, so the
// page and the server never disagree: `GET /public/appConfig` answers them and the build inlines
// them into the app (build/landing.mjs reads the environment through `landingFromEnv`).
import type { LandingPricing } from '../../src/api/contract/public';
import type { LandingTerms } from '../../src/settings';
import { PPM_PER_PCT } from './caps';
import { readPricingEnv } from './pricing-config';
import type { PricingConfig } from './product';

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

/** The figures of MAX_AMOUNT and PRODUCTS in `env`, read as the server reads them; throws naming each bad setting. */
export function landingFromEnv(env: Record<string, string | undefined>): LandingPricing {
  const problems: string[] = [];
  const get = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]!.trim());
  const { pricing } = readPricingEnv(get, problems);
  if (problems.length) throw new Error('Bad pricing configuration (the server would refuse it too):\n  - ' + problems.join('\n  - '));
  return landingPricing(pricing);
}

/** The same figures as the app's build settings carry them (`settings.landing`): days, and basis points (ppm / 100). */
export function landingTermsFromEnv(env: Record<string, string | undefined>): LandingTerms {
  const p = landingFromEnv(env);
  return {
    maxAmount: p.maxAmount,
    minDays: p.minTerm,
    maxDays: p.maxTerm,
    dailyInterestBp: Math.round(p.dailyInterestPct * PPM_PER_PCT) / 100,
  };
}
