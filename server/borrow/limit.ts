// What a borrower may borrow now. Until the credit area lands (certification, issue 8) every
// certified borrower may borrow up to the largest product; then this reads the granted limit.
import type { Config } from '../config';
import type { Db } from '../db/connection';

/** `GET /credit/creditInfo`'s figures in centavos. */
export interface CreditFigures {
  creditLimit: number;
  availableLimit: number;
  locked: boolean;
}

/** The borrower's limit, what is left of it beside the open bill, and whether an overdue bill locks it. */
export async function creditFigures(_db: Db, config: Pick<Config, 'pricing'>, _userId: number): Promise<CreditFigures> {
  const creditLimit = Math.max(...config.pricing.products.map((p) => p.maxAmount));
  return { creditLimit, availableLimit: creditLimit, locked: false };
}
