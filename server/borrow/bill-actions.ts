// Moving a bill through the state machine, for the borrower, the development policy and the
// operator alike: one conditional update per move, so two movers never both win. The payout account
// moves with the bill in the same transaction: fixed at approval (and at a retried payout), stamped
// sent at disbursement.
import { fixPayoutAccount, recordPayoutSent } from '../bank-account/payout';
import { BorrowStatus } from '../../contract/common';
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import type { Bill } from '../db/schema';
import { AppError } from '../http/app-error';
import { DAY_MS } from '../time';
import { tellBillMove } from '../message/bill-notices';
import { type BillEvent, requireNext } from './bill-states';
import { findBill, insertBillEvent, updateBillStatus } from './repo';

/** Who moved a bill: kept in its history. */
export type Actor = 'borrower' | 'policy' | 'ops' | 'pay' | 'clock';

/** Moves `bill` by `event` at `now`; 409 `billTransition` when the event is not allowed (or someone moved it first). */
export async function moveBill(db: Db, bill: Bill, event: BillEvent, actor: Actor, now: number): Promise<Bill> {
  const to = requireNext(bill.status, event);
  const extra =
    event === 'disburse'
      ? { disbursed_at: now, due_date: now + bill.term * DAY_MS }
      : to === BorrowStatus.Settled || to === BorrowStatus.Rejected
        ? { closed_at: now }
        : {};
  const moved = await updateBillStatus(db, bill.id, bill.status, to, now, extra);
  if (!moved) {
    const current = await findBill(db, bill.id);
    throw new AppError(409, 'billTransition', { status: current?.status ?? bill.status }, { borrowStatus: current?.status ?? bill.status });
  }
  await insertBillEvent(db, bill.id, bill.status, to, event, actor, now);
  // After the bill's row is taken, so a change of account racing this move either lands before it
  // (and is the one fixed) or sees the bill approved (and waits for the next loan).
  if (event === 'approve' || event === 'retry') await fixPayoutAccount(db, moved, now);
  if (event === 'disburse') await recordPayoutSent(db, moved, now);
  await tellBillMove(db, moved, event, now);
  return moved;
}

/** Loads bill `id` and moves it in one transaction; 404 `billNotFound` when there is none. */
export function moveBillById(db: Db, id: number, event: BillEvent, actor: Actor, now: number): Promise<Bill> {
  return serializable(db, async (trx) => {
    const bill = await findBill(trx, id);
    if (!bill) throw new AppError(404, 'billNotFound');
    return moveBill(trx, bill, event, actor, now);
  });
}
