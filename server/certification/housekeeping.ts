// Phone-check codes and unfinished liveness checks only matter while their limits and windows last
// (an hour at most): older rows are removed, as sign-in's are. Finished liveness checks stay: a saved
// identity points at their face image.
import type { Clock } from '../clock';
import { deleteOlder } from '../db/age-prune';
import type { Db } from '../db/connection';
import { type Pass, wholePass } from '../db/slices';
import { DAY_MS } from '../time';

/** How long phone-check codes and unfinished liveness checks are kept. */
export const CERTIFICATION_RECORDS_MS = DAY_MS;

/** Deletes phone-check codes (stamped in real time) and unfinished liveness checks (business time) older than a day, in slices within `pass`; answers the counts. */
export async function pruneCertificationRecords(
  db: Db,
  clock: Pick<Clock, 'now' | 'realNow'>,
  pass: Pass = wholePass(),
): Promise<Record<string, number>> {
  return {
    phone_check_code: await deleteOlder(db, 'phone_check_code', 'created_at', clock.realNow() - CERTIFICATION_RECORDS_MS, pass),
    liveness_tx: await deleteOlder(db, 'liveness_tx', 'created_at', clock.now() - CERTIFICATION_RECORDS_MS, pass, 'finished_at'),
  };
}
