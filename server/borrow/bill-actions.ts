// Moving a bill through the state machine, for the borrower, the development policy and the
// operator alike: one conditional update per move, so two movers never both win. The payout account
// moves with the bill in the same transaction: fixed at approval (and at a retried payout), stamped
// sent at disbursement.
import { fixPayoutAccount, recordPayoutSent } from '../bank-account/payout';
import { BorrowStatus } from '../../contract/common';
import type { Updateable } from 'kysely';
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import type { Bill, BillTable } from '../db/schema';
import { AppError } from '../app-error';
import { DAY_MS } from '../time';
import { tellBillMove } from './bill-notices';
import { type BillEvent, type BillStatus, requireNext } from '../bill/bill-states';
import { findBill, insertBillEvent, insertBillEvents, updateBillStatus, updateBillsStatus } from '../bill/repo';

/** Who moved a bill: kept in its history. */
export type Actor = 'borrower' | 'policy' | 'ops' | 'pay' | 'clock';

/** The columns a move sets besides the status: the disbursement's date and due date, a closing date. */
function columnsOf(bill: Bill, event: BillEvent, to: BillStatus, now: number): Updateable<BillTable> {
  if (event === 'disburse') return { disbursed_at: now, due_date: now + bill.term * DAY_MS };
  return to === BorrowStatus.Settled || to === BorrowStatus.Rejected ? { closed_at: now } : {};
}

/** Moves `bill` by `event` at `now`; 409 `billTransition` when the event is not allowed (or someone moved it first). */
export async function moveBill(db: Db, bill: Bill, event: BillEvent, actor: Actor, now: number): Promise<Bill> {
  const to = requireNext(bill.status, event);
  const extra = columnsOf(bill, event, to, now);
  const moved = await updateBillStatus(db, bill.id, bill.status, to, now, extra);
  if (!moved) {
    const current = await findBill(db, bill.id);
    throw new AppError(409, 'billTransition', { status: current?.status ?? bill.status }, { borrowStatus: current?.status ?? bill.status });
  }
  await insertBillEvent(db, bill.id, bill.status, to, event, actor, now);
  await followMove(db, moved, event, now);
  return moved;
}

/**
 * What moves with a bill, after its row is taken: the payout account, fixed at approval (and at a
 * retried payout) and stamped sent at disbursement, so a change of account racing the move either
 * lands before it (and is the one fixed) or sees the bill approved (and waits for the next loan);
 * then the borrower's notice, which names that account.
 */
async function followMove(db: Db, moved: Bill, event: BillEvent, now: number): Promise<void> {
  if (event === 'approve' || event === 'retry') await fixPayoutAccount(db, moved, now);
  if (event === 'disburse') await recordPayoutSent(db, moved, now);
  await tellBillMove(db, moved, event, now);
}

/**
 * Moves each of `bills` by `event` at `now`, all in the caller's transaction: each through the state
 * machine (409 `billTransition` when one may not move so), with its own history line; bills alike
 * (same status, same columns set) in one statement. A bill someone moved first is skipped. Answers
 * the bills moved.
 */
export async function moveBills(db: Db, bills: readonly Bill[], event: BillEvent, actor: Actor, now: number): Promise<Bill[]> {
  const groups = new Map<string, { from: number; to: BillStatus; extra: Updateable<BillTable>; ids: number[] }>();
  for (const bill of bills) {
    const to = requireNext(bill.status, event);
    const extra = columnsOf(bill, event, to, now);
    const key = JSON.stringify([bill.status, extra]);
    const group = groups.get(key) ?? { from: bill.status, to, extra, ids: [] };
    group.ids.push(bill.id);
    groups.set(key, group);
  }
  const moved: Bill[] = [];
  for (const { from, to, extra, ids } of groups.values()) {
    const done = await updateBillsStatus(db, ids, from, to, now, extra);
    await insertBillEvents(
      db,
      done.map((b) => ({ bill_id: b.id, from_status: from, to_status: to, event, actor, at: now })),
    );
    for (const b of done) await followMove(db, b, event, now);
    moved.push(...done);
  }
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
