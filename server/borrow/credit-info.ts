// What a borrower may still borrow: the credit area's limit less the open bill, which also locks it
// once overdue. Here, not in credit/, because credit/ sits below the bills it would have to read.
import type { CreditInfo } from '../../contract/borrow';
import { creditLimitOf } from '../credit/repo';
import type { Db } from '../db/connection';
import { isOverdue } from './bill-view';
import { findOpenBill } from '../bill/repo';

/**
 * `{creditLimit, availableLimit, locked}` in centavos; zeros before certification. The open bill's
 * principal is drawn from the limit, and an overdue bill locks it (available 0; spec section 8's
 * overdue message).
 */
export async function readCreditInfo(db: Db, userId: number, now: number): Promise<Omit<CreditInfo, 'nextGrowth' | 'limitCap'>> {
  const creditLimit = await creditLimitOf(db, userId);
  const open = await findOpenBill(db, userId);
  const locked = open !== undefined && isOverdue(open, now);
  return { creditLimit, availableLimit: locked ? 0 : Math.max(0, creditLimit - (open?.amount ?? 0)), locked };
}
