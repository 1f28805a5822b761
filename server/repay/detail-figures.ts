// The eleven loan-detail figures of spec section 3, as `GET /repay/detail/{repayId}` answers them
// (PRODUCT.md section 8), from a ledger already charged up to `now`.
import type { RepayDetail } from '../../contract/repay';
import { extendedDueDate, extensionFee } from './extension';
import { type Ledger, owed } from './ledger';
import { manilaDay, overdueDays } from '../rules/manila-days';
import { isNonWorkingDay } from './ph-holidays';

/** What the figures are computed from besides the ledger. */
export interface DetailInput {
  ledger: Ledger;
  productName: string;
  dueDate: number;
  termDays: number;
  extensionFeePpm: number;
  /** The best usable coupon's amount (0 for none). */
  bestCoupon: number;
  now: number;
  /** The dated Philippine holidays (HOLIDAYS); the rest of the calendar is computed. */
  holidays: ReadonlySet<string>;
}

/**
 * The figures. `overdueFee` is the fee still unpaid; `coupon` is what the best usable coupon would
 * take off now (at most the repayable less one centavo, since a payment is at least one centavo);
 * `repayable` is owed before that coupon. `payEarly` (added to PRODUCT.md's eleven): something is owed and
 * the due date, still ahead, falls on a weekend or a Philippine public holiday.
 */
export function detailFigures(i: DetailInput): RepayDetail {
  const due = owed(i.ledger);
  return {
    loanAmount: i.ledger.principal,
    dueDate: i.dueDate,
    productName: i.productName,
    overdueDays: overdueDays(i.dueDate, i.now),
    overdueFee: due.penalty,
    extendedDueDate: extendedDueDate(i.dueDate, i.now, i.termDays),
    waived: i.ledger.waived,
    coupon: Math.max(0, Math.min(i.bestCoupon, due.repayable - 1)),
    extensionFee: extensionFee(i.ledger, i.extensionFeePpm),
    serviceFee: i.ledger.serviceFee,
    repayable: due.repayable,
    // Asked only while there is still a day to pay early on: not on the due day, not after it.
    payEarly: due.repayable > 0 && manilaDay(i.now) < manilaDay(i.dueDate) && isNonWorkingDay(manilaDay(i.dueDate), i.holidays),
  };
}
