// What a bill owes, part by part, in integer centavos. Payments and waivers settle the overdue fee
// first, then the interest, then the principal (the usual order of Philippine lenders: the
// penalty never keeps growing on a fee the borrower thought paid). Every function is pure.

/** The money of one disbursed bill. */
export interface Ledger {
  principal: number;
  /** Contracted interest, paid back with the loan. */
  interest: number;
  /** Deducted from the proceeds at disbursement: nothing left to pay, but it counts toward the caps. */
  serviceFee: number;
  /** Extension fees paid so far. */
  extensionFees: number;
  /** Overdue fee accrued so far. */
  penalty: number;
  /** Overdue days already charged since the current due date. */
  penaltyDays: number;
  principalPaid: number;
  interestPaid: number;
  penaltyPaid: number;
  /** Taken off by coupons (included in the *Paid parts above). */
  waived: number;
  /** Money received beyond what was owed: to refund. */
  overpaid: number;
}

/** A new ledger at disbursement. */
export function openLedger(principal: number, interest: number, serviceFee: number): Ledger {
  return {
    principal,
    interest,
    serviceFee,
    extensionFees: 0,
    penalty: 0,
    penaltyDays: 0,
    principalPaid: 0,
    interestPaid: 0,
    penaltyPaid: 0,
    waived: 0,
    overpaid: 0,
  };
}

/** What is still owed, part by part, and in total (`repayable` is exactly the sum of the parts). */
export function owed(l: Ledger): { penalty: number; interest: number; principal: number; repayable: number } {
  const penalty = l.penalty - l.penaltyPaid;
  const interest = l.interest - l.interestPaid;
  const principal = l.principal - l.principalPaid;
  return { penalty, interest, principal, repayable: penalty + interest + principal };
}

/** Every charge on the principal so far (interest, service, extension and overdue fees). */
export function chargesSoFar(l: Ledger): number {
  return l.interest + l.serviceFee + l.extensionFees + l.penalty;
}

/** What may still be charged: all charges together never exceed the principal (PRODUCT.md section 4). */
export function chargeRoom(l: Ledger): number {
  return Math.max(0, l.principal - chargesSoFar(l));
}

/** How much of an amount went where. */
export interface Allocation {
  penalty: number;
  interest: number;
  principal: number;
  /** What was beyond the debt. */
  excess: number;
}

/** Splits `amount` over the debt in order (overdue fee, interest, principal); the parts and the excess sum to `amount`. */
export function allocate(l: Ledger, amount: number): Allocation {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('amount must be whole centavos');
  const due = owed(l);
  const penalty = Math.min(amount, due.penalty);
  const interest = Math.min(amount - penalty, due.interest);
  const principal = Math.min(amount - penalty - interest, due.principal);
  return { penalty, interest, principal, excess: amount - penalty - interest - principal };
}

/** The ledger after a payment (`waiver`: a coupon, recorded as waived); any excess is kept as an overpayment. */
export function pay(l: Ledger, amount: number, waiver = false): { ledger: Ledger; allocation: Allocation } {
  const a = allocate(l, amount);
  const ledger: Ledger = {
    ...l,
    penaltyPaid: l.penaltyPaid + a.penalty,
    interestPaid: l.interestPaid + a.interest,
    principalPaid: l.principalPaid + a.principal,
    // A coupon never becomes money to refund: its unused part is simply not waived.
    waived: l.waived + (waiver ? amount - a.excess : 0),
    overpaid: l.overpaid + (waiver ? 0 : a.excess),
  };
  return { ledger, allocation: a };
}

/** True once nothing is owed. */
export function isSettled(l: Ledger): boolean {
  return owed(l).repayable === 0;
}
