// Reads the products from PRODUCTS (JSON; pesos and percents as people write them) and checks each
// against the caps of PRODUCT.md section 4. A product over a cap stops the server, naming it.
import defaults from '../../contract/defaults.json';
import { capProblems, PPM_PER_PCT, TERM_DAYS } from './caps';
import type { PricingConfig, Product } from './product';

/** The products of the reference server when PRODUCTS is unset. */
export const DEFAULT_PRODUCTS = [
  {
    code: 'QUICK',
    name: 'Quick Cash',
    icon: 'quick',
    minAmount: 1000,
    maxAmount: 10000,
    terms: [7, 14],
    dailyInterestPct: 0.1,
    serviceFeePct: 2,
    extensionFeePct: 2,
    dailyPenaltyPct: 0.15,
  },
  {
    code: 'FLEX',
    name: 'Flex Loan',
    icon: 'flex',
    minAmount: 2000,
    maxAmount: 60000,
    terms: [14, 21, 30],
    dailyInterestPct: 0.1,
    serviceFeePct: 3,
    extensionFeePct: 3,
    dailyPenaltyPct: 0.15,
  },
];

type Raw = Record<string, unknown>;

/**
 * MAX_AMOUNT (pesos; answered in centavos) and PRODUCTS from the environment, as the server reads
 * them at start and the build reads them for the landing page (build/landing.mjs).
 */
export function readPricingEnv(
  get: (name: string) => string | undefined,
  problems: string[],
): { maxAmount: number; pricing: PricingConfig } {
  const raw = get('MAX_AMOUNT') ?? String(defaults.maxAmount);
  const pesos = Number(raw);
  if (!/^\d{1,8}$/.test(raw) || pesos < 100) problems.push(`MAX_AMOUNT must be whole pesos of at least 100, got "${raw}"`);
  return { maxAmount: pesos * 100, pricing: readPricing(get('PRODUCTS'), pesos, problems) };
}

/** Parses and checks PRODUCTS; each problem is pushed as `PRODUCTS[i].field (CODE): why`. */
export function readPricing(raw: string | undefined, maxAmountPesos: number, problems: string[]): PricingConfig {
  let list: unknown = DEFAULT_PRODUCTS;
  if (raw !== undefined) {
    try {
      list = JSON.parse(raw);
    } catch {
      problems.push('PRODUCTS must be a JSON array of products (see docs/money.md)');
      return { products: [] };
    }
  }
  if (!Array.isArray(list) || !list.length) {
    problems.push('PRODUCTS must be a non-empty JSON array of products');
    return { products: [] };
  }
  const products: Product[] = [];
  const codes = new Set<string>();
  for (const [i, item] of list.entries()) {
    const r = (item && typeof item === 'object' ? item : {}) as Raw;
    const mine: string[] = [];
    const code = typeof r.code === 'string' && /^[A-Z0-9_-]{1,32}$/i.test(r.code) ? r.code : '';
    if (!code) mine.push('code: 1 to 32 letters, digits, - or _');
    else if (codes.has(code)) mine.push(`code: "${code}" is used twice`);
    codes.add(code);
    const name = typeof r.name === 'string' && r.name.trim() ? r.name.trim().slice(0, 60) : '';
    if (!name) mine.push('name: required');
    const minAmount = pesos(r.minAmount, 'minAmount', mine);
    const maxAmount = pesos(r.maxAmount, 'maxAmount', mine);
    if (minAmount > maxAmount) mine.push('minAmount: above maxAmount');
    if (maxAmount > maxAmountPesos * 100) mine.push(`maxAmount: above MAX_AMOUNT (${maxAmountPesos} pesos)`);
    const terms = Array.isArray(r.terms) ? [...new Set(r.terms)].sort((a, b) => Number(a) - Number(b)) : [];
    if (!terms.length || !terms.every((t) => Number.isInteger(t) && t >= TERM_DAYS.min && t <= TERM_DAYS.max)) {
      mine.push(`terms: a list of whole days from ${TERM_DAYS.min} to ${TERM_DAYS.max}`);
    }
    const product: Product = {
      code,
      name,
      icon: typeof r.icon === 'string' ? r.icon.slice(0, 200) : '',
      minAmount,
      maxAmount,
      terms: terms as number[],
      dailyInterestPpm: percent(r.dailyInterestPct, 'dailyInterestPct', mine),
      serviceFeePpm: percent(r.serviceFeePct, 'serviceFeePct', mine),
      extensionFeePpm: percent(r.extensionFeePct, 'extensionFeePct', mine),
      dailyPenaltyPpm: percent(r.dailyPenaltyPct, 'dailyPenaltyPct', mine),
    };
    if (!mine.length) mine.push(...capProblems(product));
    problems.push(...mine.map((m) => `PRODUCTS[${i}].${m}${code ? ` (${code})` : ''}`));
    products.push(product);
  }
  return { products };
}

/** Whole pesos from 1 to 10,000,000, answered in centavos. */
function pesos(x: unknown, field: string, problems: string[]): number {
  if (typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 10_000_000) return x * 100;
  problems.push(`${field}: whole pesos from 1 to 10000000`);
  return 0;
}

/** A percent with at most 4 decimals (0.1 = 0.1%), answered in ppm so no float reaches a price. */
function percent(x: unknown, field: string, problems: string[]): number {
  const ppm = typeof x === 'number' ? Math.round(x * PPM_PER_PCT) : Number.NaN;
  if (typeof x === 'number' && x >= 0 && x <= 100 && Math.abs(x * PPM_PER_PCT - ppm) < 1e-6) return ppm;
  problems.push(`${field}: a percent from 0 to 100 with at most 4 decimals`);
  return 0;
}
