// Money from the gateway (PRODUCT.md sections 8 and 9), for the signed callback, `ops pay` and
// `ops match` alike. One serialisable transaction per event: the event id's primary key makes a
// replay, or the same event delivered twice at once, apply once. Money received always counts, and
// each centavo of it is applied, a refund or unmatched money: what the bill does not owe (a
// mismatched amount, a second payment of a reference, a reference of a closed bill) is a refund to
// send and the event is flagged; money for a reference nobody made is kept as unmatched until an
// operator matches it to a bill; a payment that arrives after its reference expired (real time) is
// applied and flagged; an extension payment that no longer covers the extension is a repayment,
// flagged. A coupon is taken off only while it is valid (business clock) when its payment is applied.
import { BorrowStatus } from '../../contract/common';
import { isRepayable } from '../bill/bill-states';
import type { PayCallback, PayCallbackAnswer } from '../../contract/repay';
import { moveBill } from '../borrow/bill-actions';
import { findBill, setDueDate } from '../bill/repo';
import { settleBill } from '../borrow/settle';
import { insertCouponWaiver, useCoupon } from '../coupon/coupon-repo';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { Bill, RepayCodeRow } from '../db/schema';
import { serializable } from '../db/serializable';
import { notify } from '../message/notify';
import { extendedDueDate, payExtension } from './extension';
import { isSettled, type Ledger, owed, pay } from './ledger';
import { chargedLedger, flagOverpaid, saveLedger } from './ledger-repo';
import { bookPayEvent, findPayEvent, insertRefund } from './money-repo';
import { findRepayCode, insertPayEvent, markRepayCodePaid } from './repay-code-repo';
import { notifyRefund } from './refund-service';

/** Where the event came from, kept with it. */
export type PaySource = 'callback' | 'ops' | 'paymongo';

type PayConfig = Pick<Config, 'pricing' | 'creditGrowth' | 'maxAmount'>;
type Clocks = { realNow: number; businessNow: number };

/** Applies one payment event at business time `now`. */
export function applyPayment(db: Db, config: PayConfig, e: PayCallback, source: PaySource, clocks: Clocks): Promise<PayCallbackAnswer> {
  return serializable(db, async (trx) => {
    if (!(await insertPayEvent(trx, e, clocks.businessNow, source))) return { ok: true, duplicate: true };
    const code = await findRepayCode(trx, e.reference);
    const bill = code ? await findBill(trx, code.bill_id) : undefined;
    if (!code || !bill) {
      // Nobody made this reference: the money is kept whole, for an operator to match or send back.
      const unmatched = { billId: null, kind: null, applied: 0, overpaid: 0, unmatched: e.amount, flagged: true, owedAfter: null };
      await bookPayEvent(trx, e.eventId, unmatched);
      return { ok: true, flagged: true };
    }
    return book(trx, config, { eventId: e.eventId, amount: e.amount }, bill, code, clocks);
  });
}

/** Why `ops match` refused: no such event, its money was matched or applied already, or no such bill. */
export type MatchRefusal = 'noEvent' | 'notUnmatched' | 'noBill';

/**
 * Applies an unmatched event's money to a bill, as a repayment through the same booking as a callback;
 * once only: a second match of the same event is refused.
 */
export function matchPayment(
  db: Db,
  config: PayConfig,
  eventId: string,
  billId: number,
  clocks: Clocks,
): Promise<PayCallbackAnswer | { ok: false; why: MatchRefusal }> {
  return serializable(db, async (trx) => {
    const event = await findPayEvent(trx, eventId);
    if (!event) return { ok: false, why: 'noEvent' };
    if (event.unmatched === 0 || event.bill_id !== null) return { ok: false, why: 'notUnmatched' };
    const bill = await findBill(trx, billId);
    if (!bill) return { ok: false, why: 'noBill' };
    return book(trx, config, { eventId, amount: event.unmatched, matchedAt: clocks.businessNow }, bill, null, clocks);
  });
}

/** Books an event's money to a bill, paid to `code` (null: matched by an operator, a plain repayment). */
async function book(
  trx: Db,
  config: PayConfig,
  e: { eventId: string; amount: number; matchedAt?: number },
  bill: Bill,
  code: RepayCodeRow | null,
  clocks: Clocks,
): Promise<PayCallbackAnswer> {
  const now = clocks.businessNow;
  const matched = e.matchedAt !== undefined ? { matchedAt: e.matchedAt } : {};
  if (!isRepayable(bill.status) || bill.due_date === null) {
    // Nothing to apply it to: kept whole, to refund.
    await flagOverpaid(trx, bill.id, e.amount);
    await recordRefund(trx, bill, e.eventId, e.amount, now);
    const owedAfter = bill.status === BorrowStatus.Settled ? 0 : null;
    const booking = { billId: bill.id, kind: null, applied: 0, overpaid: e.amount, unmatched: 0, flagged: true, owedAfter, ...matched };
    await bookPayEvent(trx, e.eventId, booking);
    return { ok: true, flagged: true };
  }
  let { ledger, flagged } = await chargedLedger(trx, config.pricing, bill, now);
  const before = ledger.overpaid;
  const firstPayment = code !== null && code.paid_at === null;
  let mismatch = code !== null && (!firstPayment || e.amount !== code.amount || code.expires_at <= clocks.realNow);
  let extended = false;
  if (firstPayment && code.kind === 'repay' && code.coupon_id !== null)
    ledger = await takeCoupon(trx, ledger, code.coupon_id, bill.id, bill.user_id, now);
  if (firstPayment && code.kind === 'extend') {
    // The fee quoted on the reference, and the overdue fee owed now: paid late, it may no longer cover both.
    ({ ledger, extended } = payExtension(ledger, e.amount, code.extension_fee));
    mismatch ||= !extended;
  } else {
    ledger = pay(ledger, e.amount).ledger;
  }
  const overpaid = ledger.overpaid - before;
  mismatch ||= overpaid > 0;
  flagged ||= mismatch;
  await saveLedger(trx, bill.id, ledger, flagged, now);
  if (overpaid > 0) await recordRefund(trx, bill, e.eventId, overpaid, now);
  await bookPayEvent(trx, e.eventId, {
    billId: bill.id,
    kind: extended ? 'extend' : 'repay',
    applied: e.amount - overpaid,
    overpaid,
    unmatched: 0,
    flagged: mismatch,
    owedAfter: owed(ledger).repayable,
    ...matched,
  });
  if (firstPayment) await markRepayCodePaid(trx, code.reference, now);
  await notify(
    trx,
    {
      userId: bill.user_id,
      kind: 'paymentReceived',
      key: `pay:${e.eventId}`,
      params: { amount: e.amount, leftAmount: owed(ledger).repayable },
      link: `/repay/${bill.repay_id}`,
    },
    now,
  );
  if (isSettled(ledger)) {
    await settleBill(trx, bill, 'pay', now, config);
  } else if (extended) {
    const moved = await moveBill(trx, bill, 'extend', 'pay', now);
    await setDueDate(trx, moved.id, extendedDueDate(bill.due_date, now, bill.term));
  }
  return mismatch ? { ok: true, flagged: true } : { ok: true };
}

/** Records money paid beyond what the bill owed as a refund to send, and tells the borrower. */
async function recordRefund(trx: Db, bill: Bill, eventId: string, amount: number, now: number): Promise<void> {
  await insertRefund(trx, { billId: bill.id, userId: bill.user_id, eventId, amount, now });
  await notifyRefund(trx, { userId: bill.user_id, billId: bill.id, key: `refund:${eventId}`, amount, status: 'pending' }, now);
}

/** Takes a coupon off the bill once, while it is valid at `now`: used by nobody else first, recorded as a waiver. */
async function takeCoupon(trx: Db, ledger: Ledger, couponId: number, billId: number, userId: number, now: number): Promise<Ledger> {
  const amount = await useCoupon(trx, userId, couponId, now);
  if (amount === undefined) return ledger;
  const waived = pay(ledger, Math.min(amount, owed(ledger).repayable), true).ledger;
  await insertCouponWaiver(trx, couponId, billId, waived.waived - ledger.waived, now);
  return waived;
}
