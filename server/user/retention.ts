// The end of an erased account's keeping (Data Privacy Act: no longer than the purpose needs): the
// loan records the law made us keep after an erasure go once LOAN_RECORD_RETENTION_DAYS have passed.
import type { Db } from '../db/connection';
import { serializable } from '../db/serializable';
import { inSlices, type Pass } from '../db/slices';
import { deleteKeptLoanRecords, erasuresPastKeeping } from './my-data-repo';

/** Accounts one slice ends the keeping of. */
const SLICE = 20;

/** Deletes the kept loan records of every erased account past its keeping at `now` (business time); answers how many accounts. */
export async function endKeptLoanRecords(db: Db, now: number, pass: Pass): Promise<number> {
  let ended = 0;
  await inSlices(pass, async () => {
    const due = await erasuresPastKeeping(db, now, SLICE);
    // Each account in a transaction of its own: its records go whole or not at all.
    for (const userId of due) await serializable(db, (trx) => deleteKeptLoanRecords(trx, userId));
    ended += due.length;
    return due.length === SLICE;
  });
  return ended;
}
