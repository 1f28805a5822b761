// The disclosure statement (Truth in Lending Act; PRODUCT.md sections 4 and 8) and the other prices
// of a product, in integer centavos. Rounding rule: every charge is rounded DOWN to the centavo (in
// the borrower's favour, so a quote never exceeds the caps checked in exact arithmetic at start);
// the two rates are rounded half up to two decimals and are for display only.
import type { Charge, Disclosure } from '../../contract/borrow';
import { DAY_MS } from '../time';
import { MONTH_DAYS, PPM, PPM_PER_PCT, perMonthPpm } from './caps';
import type { Product } from './product';

/** Charge names on the wire: stable keys the app translates. */
export const CHARGE = { serviceFee: 'serviceFee', interest: 'interest' } as const;

/** `amount * ppm / 1e6` rounded down; exact for every amount and rate the configuration allows. */
export function ppmOf(amount: number, ppm: number): number {
  return Number((BigInt(amount) * BigInt(ppm)) / BigInt(PPM));
}

/** Hundredths of `num / den`, rounded half up, as a number with two decimals. */
function hundredths(num: bigint, den: bigint): number {
  return Number((2n * num * 100n + den) / (2n * den)) / 100;
}

/** Every charge of a loan of `amount` centavos over `term` days. */
export function chargesOf(p: Product, amount: number, term: number): Charge[] {
  return [
    { name: CHARGE.serviceFee, amount: ppmOf(amount, p.serviceFeePpm), upfront: true },
    { name: CHARGE.interest, amount: ppmOf(amount, p.dailyInterestPpm * term), upfront: false },
  ];
}

/**
 * The disclosure: `netProceeds = amount - upfront charges`, `totalRepayable = amount + other
 * charges`, `monthlyEirPct = cost / netProceeds / (term / 30) * 100`, the late fee a month
 * (`monthlyPenaltyPct`, for the loan agreement); `dueDate` previews `now + term`.
 */
export function quote(p: Product, amount: number, term: number, now: number): Disclosure {
  const charges = chargesOf(p, amount, term);
  const sum = (upfront: boolean) => charges.filter((c) => c.upfront === upfront).reduce((s, c) => s + c.amount, 0);
  const netProceeds = amount - sum(true);
  const totalRepayable = amount + sum(false);
  const cost = BigInt(totalRepayable - netProceeds);
  return {
    amount,
    charges,
    netProceeds,
    totalRepayable,
    dueDate: now + term * DAY_MS,
    monthlyInterestPct: hundredths(BigInt(perMonthPpm(p.dailyInterestPpm)), BigInt(PPM_PER_PCT)),
    monthlyEirPct: hundredths(cost * BigInt(MONTH_DAYS) * 100n, BigInt(netProceeds) * BigInt(term)),
    monthlyPenaltyPct: hundredths(BigInt(perMonthPpm(p.dailyPenaltyPpm)), BigInt(PPM_PER_PCT)),
  };
}

/** The extension's fee: it moves the due date by the term. */
export function extensionFee(p: Product, principal: number): number {
  return ppmOf(principal, p.extensionFeePpm);
}

/** One overdue day's penalty on the unpaid principal (rounded down each day). */
export function dailyPenalty(p: Product, unpaidPrincipal: number): number {
  return ppmOf(unpaidPrincipal, p.dailyPenaltyPpm);
}

/** What may still be charged: all charges together never exceed the principal (section 4). */
export function chargeRoom(principal: number, chargedSoFar: number): number {
  return Math.max(0, principal - chargedSoFar);
}
