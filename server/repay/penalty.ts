// The overdue fee (PRODUCT.md sections 4 and 8): each overdue Manila day adds the monthly rate / 30
// of the unpaid principal, rounded down to the centavo, and stops at the caps: the rate is held to
// 5% a month on the amount overdue, and all charges together never pass the principal.
import { MONTH_DAYS, PENALTY_MONTHLY_CAP_PPM, PPM } from '../pricing/caps';
import { chargeRoom, type Ledger } from './ledger';

/** One overdue day's fee on `unpaidPrincipal` at `monthlyPpm` (held to the cap), rounded down. */
export function dayPenalty(unpaidPrincipal: number, monthlyPpm: number): number {
  const rate = BigInt(Math.min(Math.max(0, monthlyPpm), PENALTY_MONTHLY_CAP_PPM));
  return Number((BigInt(Math.max(0, unpaidPrincipal)) * rate) / BigInt(MONTH_DAYS * PPM));
}

/**
 * The ledger charged up to `days` overdue days since its due date (days already charged are not
 * charged again). Call it before every payment, so each day is charged on that day's unpaid principal.
 */
export function accrue(l: Ledger, days: number, monthlyPpm: number): Ledger {
  let penalty = l.penalty;
  for (let d = l.penaltyDays; d < days; d++) {
    const room = chargeRoom({ ...l, penalty });
    if (room === 0) break;
    penalty += Math.min(room, dayPenalty(l.principal - l.principalPaid, monthlyPpm));
  }
  return days > l.penaltyDays ? { ...l, penalty, penaltyDays: days } : l;
}

/**
 * The ledger with overdue days after `days` taken back, when the development clock went back (`ops
 * clock reset`; in production the clock never does). Whole days' fees come off the unpaid fee, the
 * latest first, each at today's daily fee, while the unpaid fee covers one: what was paid stays paid
 * (so days already paid for stay charged), and going forward again charges the same days again.
 */
export function rewind(l: Ledger, days: number, monthlyPpm: number): Ledger {
  if (days >= l.penaltyDays) return l;
  const day = dayPenalty(l.principal - l.principalPaid, monthlyPpm);
  const unpaid = l.penalty - l.penaltyPaid;
  const back = day === 0 ? l.penaltyDays - days : Math.min(l.penaltyDays - days, Math.floor(unpaid / day));
  return back === 0 ? l : { ...l, penalty: l.penalty - back * day, penaltyDays: l.penaltyDays - back };
}
