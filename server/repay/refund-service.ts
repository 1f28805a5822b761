// Refunds of overpayments (PRODUCT.md section 9): what the borrower sees on the order line, and the
// operator recording one sent, through the pay provider where it takes refunds.
import type { BillRefund, Payout } from '../../contract/borrow';
import { shownAccountNo } from '../../contract/account-number';
import { maskAccountNo } from '../bank-account/account-rules';
import { findBank } from '../bank-account/banks';
import { payoutOf } from '../bank-account/payout';
import { findAccount } from '../bank-account/repo';
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import type { RefundRow } from '../db/schema';
import { notify } from '../message/notify';
import type { PayProvider } from '../pay/pay-provider';
import { claimRefund, findPayEvent, findRefund, markRefundSent, type RefundWithSource, refundsOfBills, releaseRefund } from './money-repo';

/**
 * A bill's refund as the borrower sees it: what is still to send back while anything is pending, else
 * all that was sent and when the last went; undefined when nothing was paid beyond the bill.
 */
export function billRefund(rows: readonly RefundRow[]): BillRefund | undefined {
  const pending = rows.filter((r) => r.status === 'pending');
  if (pending.length) return { amount: pending.reduce((s, r) => s + r.amount, 0), status: 'pending' };
  if (!rows.length) return undefined;
  return { amount: rows.reduce((s, r) => s + r.amount, 0), status: 'sent', sentAt: Math.max(...rows.map((r) => r.sent_at ?? 0)) };
}

/**
 * Where a bill's refund goes: back the way the money came when a gateway took it (PayMongo refunds
 * the payment itself), else to the account the loan was paid to (`payout`), or the account on record
 * for a loan paid out before payout accounts were kept (number masked); undefined with neither.
 */
async function refundTo(
  db: Db,
  userId: number,
  rows: readonly RefundWithSource[],
  payout: Payout | undefined,
): Promise<RefundTo | undefined> {
  if (rows.length && rows.every((r) => r.source === 'paymongo')) return { toPayer: true };
  if (payout) return { to: { bankName: payout.bankName, accountNo: payout.accountNo } };
  const a = await findAccount(db, userId);
  return a && { to: { bankName: findBank(a.bank_code)?.bankName ?? a.bank_code, accountNo: maskAccountNo(a.account_no) } };
}
type RefundTo = Pick<BillRefund, 'to' | 'toPayer'>;

/**
 * The refunds of a borrower's bills by bill id, each with where it goes (`refundTo`); `payouts` are
 * the bills' payout accounts, which the caller has already read.
 */
export async function refundsFor(
  db: Db,
  userId: number,
  billIds: readonly number[],
  payouts: ReadonlyMap<number, Payout>,
): Promise<Map<number, BillRefund>> {
  const out = new Map<number, BillRefund>();
  for (const [billId, list] of await refundsOfBills(db, billIds)) {
    const r = billRefund(list);
    if (r) out.set(billId, { ...r, ...(await refundTo(db, userId, list, payouts.get(billId))) });
  }
  return out;
}

/** Tells the borrower of a refund to send, or sent: how much and where it goes (`refundTo`). */
export async function notifyRefund(
  trx: Db,
  r: { userId: number; billId: number; key: string; amount: number; status: 'pending' | 'sent' },
  now: number,
): Promise<void> {
  const rows = await refundsOfBills(trx, [r.billId]);
  const where = await refundTo(trx, r.userId, rows.get(r.billId) ?? [], await payoutOf(trx, r.billId));
  const to: Record<string, string | number> = where?.toPayer
    ? { toPayer: 1 }
    : where?.to
      ? { bank: where.to.bankName, account: shownAccountNo(where.to.accountNo) }
      : {};
  await notify(
    trx,
    { userId: r.userId, kind: 'refund', key: r.key, params: { amount: r.amount, status: r.status, ...to }, link: '#/order' },
    now,
  );
}

/** Why a refund was not recorded sent. */
export type RefundRefusal = 'noRefund' | 'alreadySent' | 'noProviderRefund' | 'beingSent';

/** How long a run's claim on a refund holds before another may ask the provider: beyond its time-out. */
const CLAIM_STALE_MS = 60_000;

/**
 * Records refund `id` sent at `now`: through the provider where it takes refunds, `byHand` when the
 * operator sent it outside the gateway. One run at a time asks the provider (a claim by real time,
 * `realNow`), and a run after a failure sends nothing twice: the provider answers the refund it made
 * for this id before. A provider error rejects, with the refund still pending and free to retry.
 */
export async function sendRefund(
  db: Db,
  pay: PayProvider,
  id: number,
  now: number,
  byHand: boolean,
  realNow: number = now,
): Promise<{ ok: true; refund: RefundRow; providerRef: string | null } | { ok: false; why: RefundRefusal }> {
  const refund = await findRefund(db, id);
  if (!refund) return { ok: false, why: 'noRefund' };
  if (refund.status !== 'pending') return { ok: false, why: 'alreadySent' };
  let providerRef: string | null = null;
  if (pay.refund && !byHand) {
    if (!(await claimRefund(db, id, realNow, CLAIM_STALE_MS))) {
      const now = await findRefund(db, id);
      return { ok: false, why: now?.status === 'pending' ? 'beingSent' : 'alreadySent' };
    }
    const event = await findPayEvent(db, refund.event_id);
    const order = { refundId: String(refund.id), eventId: refund.event_id, reference: event?.reference ?? '', amount: refund.amount };
    try {
      providerRef = (await pay.refund(order)).providerRef;
    } catch (e) {
      await releaseRefund(db, id);
      throw e;
    }
  } else if (!byHand) {
    return { ok: false, why: 'noProviderRefund' };
  }
  const sent = await serializable(db, async (trx) => {
    if (!(await markRefundSent(trx, id, now, providerRef))) return false;
    await notifyRefund(
      trx,
      { userId: refund.user_id, billId: refund.bill_id, key: `refund-sent:${id}`, amount: refund.amount, status: 'sent' },
      now,
    );
    return true;
  });
  if (!sent) return { ok: false, why: 'alreadySent' };
  return { ok: true, refund, providerRef };
}
