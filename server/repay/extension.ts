// Extension (PRODUCT.md sections 4 and 8): paying the extension fee plus any overdue fee so far moves
// the due date to the later of the due date and today, plus the product's term.
import { DAY_MS } from '../time';
import { chargeRoom, type Ledger, owed, pay } from './ledger';

/** The extension fee: `ppm` of the principal, rounded down, and never past the charges cap. */
export function extensionFee(l: Ledger, ppm: number): number {
  const fee = Number((BigInt(l.principal) * BigInt(Math.max(0, ppm))) / 1_000_000n);
  return Math.min(fee, chargeRoom(l));
}

/** What an extension costs now: its fee plus the overdue fee still unpaid. */
export function extensionPrice(l: Ledger, ppm: number): number {
  return extensionFee(l, ppm) + owed(l).penalty;
}

/** The due date an extension paid at `now` gives. */
export function extendedDueDate(dueDate: number, now: number, termDays: number): number {
  return Math.max(dueDate, now) + termDays * DAY_MS;
}

/** The ledger after an extension: the fee is charged and paid, the overdue fee paid, the overdue count restarts. */
export function extend(l: Ledger, fee: number): Ledger {
  return { ...l, extensionFees: l.extensionFees + fee, penaltyPaid: l.penalty, penaltyDays: 0 };
}

/**
 * An extension payment of `amount` for an extension quoted at `fee`: when it still covers the fee
 * plus the overdue fee unpaid now, the extension is made and the rest goes to the loan; when it no
 * longer does (paid late, the overdue fee grew meanwhile), it is applied as a repayment and nothing
 * is forgiven.
 */
export function payExtension(l: Ledger, amount: number, fee: number): { ledger: Ledger; extended: boolean } {
  const penalty = owed(l).penalty;
  if (amount < penalty + fee) return { ledger: pay(l, amount).ledger, extended: false };
  return { ledger: pay(extend(l, fee), amount - penalty - fee).ledger, extended: true };
}
