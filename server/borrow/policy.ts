// The reference credit policy and the due-date sweep. Development approves a bill under review,
// then disburses it, each AUTO_DECIDE_MS after its last change (so the journey runs without the
// CLI); production never decides by itself (autoDecideMs is 0 there): the operator does. Bills past
// their due date are marked overdue in every environment, and the mark is undone when the
// development clock went back before the due date.
import { BorrowStatus } from '../../contract/common';
import type { Db } from '../db/connection';
import { AppError } from '../http/app-error';
import { moveBillById } from './bill-actions';
import { billsNoLongerDue, billsPastDue, billsWaiting } from './repo';

/** How often the sweep runs. */
export const SWEEP_MS = 1000;

/** One pass: overdue marks (made or undone), then (when on) approvals and disbursements that waited long enough. Answers the moves made. */
export async function sweepBills(db: Db, now: number, autoDecideMs: number): Promise<number> {
  let moves = 0;
  const tryMove = async (id: number, event: 'overdue' | 'current' | 'approve' | 'disburse', actor: 'clock' | 'policy') => {
    // A bill the operator moved in the meantime is simply skipped.
    await moveBillById(db, id, event, actor, now).then(
      () => moves++,
      (e) => {
        if (!(e instanceof AppError)) throw e;
      },
    );
  };
  for (const b of await billsPastDue(db, BorrowStatus.Repaying, now)) await tryMove(b.id, 'overdue', 'clock');
  for (const b of await billsNoLongerDue(db, BorrowStatus.Overdue, now)) await tryMove(b.id, 'current', 'clock');
  if (autoDecideMs > 0) {
    // Disburse first: a bill approved in this pass waits its full delay before the money goes.
    for (const b of await billsWaiting(db, BorrowStatus.Approved, now - autoDecideMs)) await tryMove(b.id, 'disburse', 'policy');
    for (const b of await billsWaiting(db, BorrowStatus.Review, now - autoDecideMs)) await tryMove(b.id, 'approve', 'policy');
  }
  return moves;
}
