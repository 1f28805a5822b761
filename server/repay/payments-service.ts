// `GET /repay/payments/{repayId}`: the payments received for one of the borrower's own bills, each with
// a receipt safe to share (the money and how it was paid, nothing about the borrower).
import type { Payment, PaymentList, PayChannel } from '../../contract/repay';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { ownBill } from './detail-service';
import { owedNow } from './ledger-repo';
import { type BillPayment, paymentsOfBill } from './money-repo';

/** One payment row as the app sees it. */
function payment(p: BillPayment): Payment {
  const base = {
    paymentId: p.event_id,
    paidAt: p.paid_at,
    amount: p.amount,
    channel: p.channel as PayChannel | null,
    reference: p.reference,
    kind: p.kind ?? p.code_kind ?? 'repay',
  };
  return { ...base, receipt: { ...base, applied: p.applied, refund: p.overpaid, owedAfter: p.owed_after ?? 0 } };
}

/** The borrower's payments for `repayId`, newest first; `paid` their sum and `owed` what is owed at `now`. */
export async function listPayments(
  db: Db,
  config: Pick<Config, 'pricing'>,
  userId: number,
  repayId: string,
  now: number,
): Promise<PaymentList> {
  const bill = await ownBill(db, userId, repayId);
  const rows = await paymentsOfBill(db, bill.id);
  return {
    details: rows.map(payment),
    paid: rows.reduce((s, p) => s + p.amount, 0),
    owed: (await owedNow(db, config.pricing, bill, now)).repayable,
  };
}
