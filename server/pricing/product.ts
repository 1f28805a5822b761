// A loan product as the pricing configuration defines it. Money in centavos, rates in ppm.

/** One product: what may be borrowed, for how long, and what it costs. */
export interface Product {
  code: string;
  name: string;
  /** An icon name the app knows (or an image URL). */
  icon: string;
  minAmount: number;
  maxAmount: number;
  /** Allowed terms in days, ascending. */
  terms: number[];
  /** Interest per day on the principal, paid back with the loan. */
  dailyInterestPpm: number;
  /** Service fee on the principal, deducted from the proceeds (upfront). */
  serviceFeePpm: number;
  /** Fee that moves the due date by the term (PRODUCT.md section 4, extension). */
  extensionFeePpm: number;
  /** Penalty per overdue day on the unpaid principal. */
  dailyPenaltyPpm: number;
}

/** The products offered, in the order shown. */
export interface PricingConfig {
  products: Product[];
}

/** The product with this code, if offered. */
export function findProduct(pricing: PricingConfig, code: string): Product | undefined {
  return pricing.products.find((p) => p.code === code);
}
