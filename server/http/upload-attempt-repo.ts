// Uploads counted per borrower for the hourly upload ceiling.
import { deleteOlder } from '../db/age-prune';
import type { Db } from '../db/connection';
import type { Pass } from '../db/slices';

/** Times of the borrower's newest `max` uploads after `since`, newest first. */
export async function recentUploads(db: Db, userId: number, since: number, max: number): Promise<number[]> {
  const rows = await db
    .selectFrom('upload_attempt')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(max)
    .execute();
  return rows.map((r) => r.created_at);
}

/** Counts one upload. */
export async function recordUpload(db: Db, userId: number, now: number): Promise<void> {
  await db.insertInto('upload_attempt').values({ user_id: userId, created_at: now }).execute();
}

/** Deletes upload counts from before `before`, in slices within `pass`; answers how many went. */
export function deleteUploadsBefore(db: Db, before: number, pass: Pass): Promise<number> {
  return deleteOlder(db, 'upload_attempt', 'created_at', before, pass);
}
