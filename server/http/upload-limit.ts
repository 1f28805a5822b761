// A ceiling on what one borrower may upload: every multipart POST of a signed-in caller counts (KYC
// sides, liveness faces, feedback images, payment vouchers alike), refused ones too, because the
// cost is in receiving them. Counted in the database, so it holds across server processes.
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/connection';
import { type Pass, wholePass } from '../db/slices';
import { serializable } from '../db/serializable';
import { HOUR_MS, MINUTE_MS, SECOND_MS } from '../time';
import { AppError } from './app-error';
import type { AppEnv } from './env';
import { deleteUploadsBefore, recentUploads, recordUpload } from './upload-attempt-repo';

/** Uploads one borrower may send in an hour, across every upload route. */
export const UPLOADS_PER_HOUR = 30;

/** Refuses (code 429 with `retryAfter` seconds) a signed-in caller's multipart POST past the hour's limit, before its body is read. */
export function limitUploads(db: Db, realNow: () => number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = c.get('caller');
    if (caller && c.req.method === 'POST' && c.req.header('content-type')?.startsWith('multipart/')) {
      const refusal = await countUpload(db, caller.userId, realNow());
      if (refusal) throw refusal;
    }
    await next();
  };
}

// Counts the upload unless the hour is full; answers the refusal then.
async function countUpload(db: Db, userId: number, now: number): Promise<AppError | null> {
  return serializable(db, async (trx) => {
    const recent = await recentUploads(trx, userId, now - HOUR_MS, UPLOADS_PER_HOUR);
    if (recent.length >= UPLOADS_PER_HOUR) {
      const wait = Math.max(SECOND_MS, recent[UPLOADS_PER_HOUR - 1] + HOUR_MS - now);
      return new AppError(429, 'uploadLimit', { minutes: Math.ceil(wait / MINUTE_MS) }, { retryAfter: Math.ceil(wait / SECOND_MS) });
    }
    await recordUpload(trx, userId, now);
    return null;
  });
}

/** Deletes upload counts older than the limit's hour as of `now`, in slices within `pass`; answers how many went. */
export async function pruneUploadAttempts(db: Db, now: number, pass: Pass = wholePass()): Promise<Record<string, number>> {
  return { upload_attempt: await deleteUploadsBefore(db, now - HOUR_MS, pass) };
}
