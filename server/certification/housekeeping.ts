// Phone-check codes and unfinished liveness checks only matter while their limits and windows last
// (an hour at most): older rows are removed, as sign-in's are. Finished liveness checks stay: a saved
// identity points at their face image.
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { DAY_MS } from '../time';

/** How long phone-check codes and unfinished liveness checks are kept. */
export const CERTIFICATION_RECORDS_MS = DAY_MS;

/** Deletes phone-check codes (stamped in real time) and unfinished liveness checks (business time) older than a day; answers the counts. */
export async function pruneCertificationRecords(db: Db, clock: Pick<Clock, 'now' | 'realNow'>): Promise<Record<string, number>> {
  const codes = await db
    .deleteFrom('phone_check_code')
    .where('created_at', '<', clock.realNow() - CERTIFICATION_RECORDS_MS)
    .executeTakeFirst();
  const open = await db
    .deleteFrom('liveness_tx')
    .where('finished_at', 'is', null)
    .where('created_at', '<', clock.now() - CERTIFICATION_RECORDS_MS)
    .executeTakeFirst();
  return { phone_check_code: Number(codes.numDeletedRows), liveness_tx: Number(open.numDeletedRows) };
}
