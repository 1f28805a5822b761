// The reference credit policy and the due-date sweep. Development approves a bill under review,
// then disburses it, each AUTO_DECIDE_MS after its last change (so the journey runs without the
// CLI); production never decides by itself (autoDecideMs is 0 there): the operator does. Bills past
// their due date are marked overdue in every environment, and the mark is undone when the
// development clock went back before the due date.
//
// Each queue is worked a slice at a time: one short transaction reads SWEEP_SLICE bills off an index
// and moves them (each through the state machine, each with its history line), then the event loop
// is free for borrowers' requests before the next slice. A month's end of bills falling due together
// is cleared over a few ticks without holding the database for more than a slice.
import { BorrowStatus } from '../../contract/common';
import { type Db, isPostgres } from '../db/connection';
import { serializable } from '../db/serializable';
import { inSlices, type Pass, wholePass } from '../db/slices';
import type { Bill } from '../db/schema';
import { type Actor, moveBills } from './bill-actions';
import type { BillEvent } from '../bill/bill-states';
import { billsNoLongerDue, billsPastDue, billsWaiting } from '../bill/repo';

/** How often the sweep runs. */
export const SWEEP_MS = 1000;
/** Bills moved per transaction on SQLite: small enough that a request waits behind one slice for a few milliseconds. */
export const SWEEP_SLICE = 100;
/** On PostgreSQL requests do not wait for the sweep's connection: larger slices spend fewer round trips per bill. */
export const PG_SWEEP_SLICE = 500;

/** Bills moved per transaction on `db`. */
export function sweepSlice(db: Db): number {
  return isPostgres(db) ? PG_SWEEP_SLICE : SWEEP_SLICE;
}

/** One pass within `pass`: overdue marks (made or undone), then (when on) approvals and disbursements that waited long enough. Answers the moves made. */
export async function sweepBills(db: Db, now: number, autoDecideMs: number, pass: Pass = wholePass()): Promise<number> {
  let moves = 0;
  const size = sweepSlice(db);
  const queue = (event: BillEvent, actor: Actor, slice: (trx: Db) => Promise<Bill[]>) =>
    inSlices(pass, async () => {
      const { found, moved } = await serializable(db, async (trx) => {
        const bills = await slice(trx);
        // A bill the operator moved in the meantime is simply skipped.
        return { found: bills.length, moved: (await moveBills(trx, bills, event, actor, now)).length };
      });
      moves += moved;
      return found === size;
    });
  await queue('overdue', 'clock', (trx) => billsPastDue(trx, BorrowStatus.Repaying, now, size));
  await queue('current', 'clock', (trx) => billsNoLongerDue(trx, BorrowStatus.Overdue, now, size));
  if (autoDecideMs > 0) {
    // Disburse first: a bill approved in this pass waits its full delay before the money goes.
    await queue('disburse', 'policy', (trx) => billsWaiting(trx, BorrowStatus.Approved, now - autoDecideMs, size));
    await queue('approve', 'policy', (trx) => billsWaiting(trx, BorrowStatus.Review, now - autoDecideMs, size));
  }
  return moves;
}
