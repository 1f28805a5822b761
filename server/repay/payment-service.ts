// Money from the gateway (PRODUCT.md section 8), for the signed callback and `ops pay` alike. One
// serialisable transaction per event: the event id's primary key makes a replay, or the same event
// delivered twice at once, apply once. Money received always counts: what the bill does not owe
// (a mismatched amount, a second payment of a reference, a reference of a closed bill) is recorded
// as an overpayment to refund and the event is flagged; a payment that arrives after its reference
// expired (real time) is applied and flagged. A coupon is taken off only while it is valid (business
// clock) when its payment is applied.
import { BorrowStatus } from '../../contract/common';
import type { PayCallback, PayCallbackAnswer } from '../../contract/repay';
import { moveBill } from '../borrow/bill-actions';
import { findBill, setDueDate } from '../borrow/repo';
import { insertCouponWaiver, useCoupon } from '../coupon/coupon-repo';
import { settleBill } from '../borrow/settle';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import { notify } from '../message/notify';
import { extend, extendedDueDate } from './extension';
import { isSettled, type Ledger, owed, pay } from './ledger';
import { chargedLedger, flagOverpaid } from './ledger-repo';
import { findRepayCode, insertPayEvent, markRepayCodePaid, settlePayEvent } from './repay-code-repo';
import { saveLedger } from './ledger-repo';

/** Where the event came from, kept with it. */
export type PaySource = 'callback' | 'ops' | 'paymongo';

/** Applies one payment event at business time `now`. */
export function applyPayment(
  db: Db,
  config: Pick<Config, 'pricing' | 'creditGrowth' | 'maxAmount'>,
  e: PayCallback,
  source: PaySource,
  clocks: { realNow: number; businessNow: number },
): Promise<PayCallbackAnswer> {
  const now = clocks.businessNow;
  return serializable(db, async (trx) => {
    if (!(await insertPayEvent(trx, e, now, source))) return { ok: true, duplicate: true };
    const flagEvent = (applied: number, overpaid: number, flagged: boolean) => settlePayEvent(trx, e.eventId, applied, overpaid, flagged);
    const code = await findRepayCode(trx, e.reference);
    const bill = code ? await findBill(trx, code.bill_id) : undefined;
    if (!code || !bill || (bill.status !== BorrowStatus.Repaying && bill.status !== BorrowStatus.Overdue) || bill.due_date === null) {
      // Nothing to apply it to: kept whole, to refund.
      if (bill) await flagOverpaid(trx, bill.id, e.amount);
      await flagEvent(0, e.amount, true);
      return { ok: true, flagged: true };
    }
    let { ledger, flagged } = await chargedLedger(trx, config.pricing, bill, now);
    const before = ledger.overpaid;
    const firstPayment = code.paid_at === null;
    let mismatch = !firstPayment || e.amount !== code.amount || code.expires_at <= clocks.realNow;
    let extended = false;
    if (firstPayment && code.kind === 'repay' && code.coupon_id !== null)
      ledger = await takeCoupon(trx, ledger, code.coupon_id, bill.id, bill.user_id, now);
    if (firstPayment && code.kind === 'extend' && e.amount >= code.amount) {
      // The fee quoted on the reference, and the overdue fee owed now; anything beyond goes to the loan.
      const penalty = owed(ledger).penalty;
      const fee = Math.min(code.extension_fee, Math.max(0, e.amount - penalty));
      ledger = pay(extend(ledger, fee), Math.max(0, e.amount - penalty - fee)).ledger;
      extended = true;
    } else {
      ledger = pay(ledger, e.amount).ledger;
    }
    const overpaid = ledger.overpaid - before;
    mismatch ||= overpaid > 0;
    flagged ||= mismatch;
    await saveLedger(trx, bill.id, ledger, flagged, now);
    await flagEvent(e.amount - overpaid, overpaid, mismatch);
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
  });
}

/** Takes a coupon off the bill once, while it is valid at `now`: used by nobody else first, recorded as a waiver. */
async function takeCoupon(trx: Db, ledger: Ledger, couponId: number, billId: number, userId: number, now: number): Promise<Ledger> {
  const amount = await useCoupon(trx, userId, couponId, now);
  if (amount === undefined) return ledger;
  const waived = pay(ledger, Math.min(amount, owed(ledger).repayable), true).ledger;
  await insertCouponWaiver(trx, couponId, billId, waived.waived - ledger.waived, now);
  return waived;
}
