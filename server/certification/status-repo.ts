// The borrower's bizStatus as the certification steps read and move it.
import { BizStatus } from '../../contract/common';
import type { Db } from '../db/connection';
import { AppError } from '../app-error';
import { checkStep, type Step, stepAction, STEPS } from './steps';

/** The borrower's current status; 401 when the account is gone. */
export async function readStatus(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('app_user').select('biz_status').where('id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError(401, 'unauthorized');
  return row.biz_status;
}

/** Checks that `step` is allowed now (throws 409 otherwise) and answers the current status. */
export async function requireStep(db: Db, userId: number, step: Step): Promise<number> {
  const status = await readStatus(db, userId);
  checkStep(step, status);
  return status;
}

/**
 * Moves the borrower past `step`. The update only matches the status the step is allowed at, so of
 * two saves racing each other one moves the status and the other is refused (its transaction undone).
 */
export async function completeStep(db: Db, userId: number, step: Step): Promise<number> {
  const { at, to } = STEPS[step];
  const r = await db
    .updateTable('app_user')
    .set({ biz_status: to })
    .where('id', '=', userId)
    .where('biz_status', at === BizStatus.New ? '<=' : '=', at)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) === 1) return to;
  const status = await readStatus(db, userId);
  checkStep(step, status);
  throw new AppError(409, 'stepDone', undefined, { bizStatus: status });
}

/**
 * Saves `step` (through `save`) and answers the status after it: moved on when the step is completed,
 * unchanged for a correction of a saved step. A correction holds the borrower's row until it commits,
 * so a certification racing it waits, and the credit decision is made on the corrected answers.
 */
export async function saveStep(db: Db, userId: number, step: Step, save: () => Promise<void>): Promise<number> {
  const status = await readStatus(db, userId);
  if (stepAction(step, status) === 'complete') {
    await save();
    return completeStep(db, userId, step);
  }
  const held = await db
    .updateTable('app_user')
    .set({ biz_status: status })
    .where('id', '=', userId)
    .where('biz_status', '=', status)
    .executeTakeFirst();
  if (Number(held.numUpdatedRows) !== 1) {
    // Moved meanwhile: refused as it now stands.
    const now = await readStatus(db, userId);
    stepAction(step, now);
    throw new AppError(409, 'stepDone', undefined, { bizStatus: now });
  }
  await save();
  return status;
}
