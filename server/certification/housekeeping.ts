// Phone-check codes and unfinished liveness checks only matter while their limits and windows last
// (an hour at most): older rows are removed, as sign-in's are. Finished liveness checks stay: a saved
// identity points at their face image.
import type { Db } from '../db/connection';
import { DAY_MS } from '../time';

/** How long phone-check codes and unfinished liveness checks are kept. */
export const CERTIFICATION_RECORDS_MS = DAY_MS;

/**
 * Deletes phone-check codes and unfinished liveness checks older than a day; answers the counts.
 * Codes are stamped in real time, liveness checks in business time (a number is both, as in tests).
 */
export async function pruneCertificationRecords(db: Db, now: number | { real: number; business: number }): Promise<Record<string, number>> {
  const { real, business } = typeof now === 'number' ? { real: now, business: now } : now;
  const codes = await db
    .deleteFrom('phone_check_code')
    .where('created_at', '<', real - CERTIFICATION_RECORDS_MS)
    .executeTakeFirst();
  const open = await db
    .deleteFrom('liveness_tx')
    .where('finished_at', 'is', null)
    .where('created_at', '<', business - CERTIFICATION_RECORDS_MS)
    .executeTakeFirst();
  return { phone_check_code: Number(codes.numDeletedRows), liveness_tx: Number(open.numDeletedRows) };
}
