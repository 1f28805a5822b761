// The loan guide (pre-order guidance, spec sections 1 and 2): a borrower reserves a next loan up to
// the limit a settled loan would bring, and receives a repayment coupon for it.
import type { GuidanceMsg } from '../../contract/coupon';
import type { Config } from '../config';
import { grownLimit } from '../credit/credit-rule';
import { readCreditInfo } from '../borrow/credit-info';
import type { Db } from '../db/connection';

/** The pre-order coupon: kind, amount in centavos (₱20.00), days it stays usable. Once per borrower. */
export const PREORDER_COUPON = { kind: 'preorder', amount: 2_000, validDays: 30 } as const;

/**
 * The guide: `applyTotalAmount` is the most the borrower may reserve (their limit plus one settled
 * loan's growth, at most MAX_AMOUNT); `products` are those that fit it, each capped at it;
 * `couponAmount` is the coupon; `sumAmount` adds up the products' amounts.
 */
export async function guidanceFor(
  db: Db,
  config: Pick<Config, 'pricing' | 'maxAmount' | 'creditGrowth'>,
  userId: number,
  now: number,
): Promise<GuidanceMsg> {
  const { creditLimit } = await readCreditInfo(db, userId, now);
  const applyTotalAmount = grownLimit(creditLimit, config);
  const products = config.pricing.products
    .filter((p) => p.minAmount <= applyTotalAmount)
    .map((p) => ({
      productCode: p.code,
      productName: p.name,
      productIcon: p.icon,
      productAmount: Math.min(p.maxAmount, applyTotalAmount),
    }));
  return { applyTotalAmount, products, couponAmount: PREORDER_COUPON.amount, sumAmount: products.reduce((s, p) => s + p.productAmount, 0) };
}
