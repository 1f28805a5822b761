// `GET /repay/detail/{repayId}`: the eleven figures of one of the borrower's own disbursed bills.
import { BorrowStatus } from '../../contract/common';
import { REPAYABLE } from '../bill/bill-states';
import { findOwnBillByRepayId } from '../bill/repo';
import { bestCouponAmount } from '../coupon/coupon-repo';
import type { RepayDetail } from '../../contract/repay';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import type { Bill } from '../db/schema';
import { AppError } from '../app-error';
import { detailFigures } from './detail-figures';
import { chargedLedger, ratesOf } from './ledger-repo';

/** Statuses with money to show: disbursed (repaying, overdue) and settled. */
const WITH_LEDGER: readonly number[] = [...REPAYABLE, BorrowStatus.Settled];

/** The borrower's own bill by its repayId: 404 for an unknown one or someone else's (the same answer). */
export async function ownBill(db: Db, userId: number, repayId: string): Promise<Bill> {
  const bill = await findOwnBillByRepayId(db, userId, repayId);
  if (!bill) throw new AppError(404, 'repayBillUnknown');
  if (!WITH_LEDGER.includes(bill.status) || bill.due_date === null)
    throw new AppError(409, 'repayNotOpen', undefined, { borrowStatus: bill.status });
  return bill;
}

/** The largest usable coupon of the borrower by the business clock (0 for none). */
export async function bestCoupon(db: Db, userId: number, now: number): Promise<number> {
  return bestCouponAmount(db, userId, now);
}

/** The figures, charged up to `now`. */
export function readDetail(
  db: Db,
  config: Pick<Config, 'pricing' | 'holidays'>,
  userId: number,
  repayId: string,
  now: number,
): Promise<RepayDetail> {
  return serializable(db, async (trx) => {
    const bill = await ownBill(trx, userId, repayId);
    const { ledger } = await chargedLedger(trx, config.pricing, bill, now);
    return detailFigures({
      ledger,
      productName: bill.product_name,
      dueDate: bill.due_date as number,
      termDays: bill.term,
      extensionFeePpm: ratesOf(config.pricing, bill).extensionFeePpm,
      bestCoupon: bill.status === BorrowStatus.Settled ? 0 : await bestCoupon(trx, userId, now),
      now,
      holidays: config.holidays,
    });
  });
}
