// A ceiling on what one borrower may upload: every multipart POST of a signed-in caller counts (KYC
// sides, liveness faces, feedback images, payment vouchers alike).
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/connection';
import type { Pass } from '../db/slices';
import { type BorrowerLimit, countAttempt, pruneAttempts } from './borrower-limit';
import type { AppEnv } from './env';

/** Uploads one borrower may send in an hour, across every upload route. */
export const UPLOADS_PER_HOUR = 30;

const UPLOADS: BorrowerLimit = { table: 'upload_attempt', perHour: UPLOADS_PER_HOUR, key: 'uploadLimit' };

/** Refuses (code 429 with `retryAfter` seconds) a signed-in caller's multipart POST past the hour's limit, before its body is read. */
export function limitUploads(db: Db, realNow: () => number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = c.get('caller');
    if (caller && c.req.method === 'POST' && c.req.header('content-type')?.startsWith('multipart/')) {
      const refusal = await countAttempt(db, UPLOADS, caller.userId, realNow());
      if (refusal) throw refusal;
    }
    await next();
  };
}

/** Deletes upload counts older than the limit's hour as of `now`, in slices within `pass`; answers how many went. */
export function pruneUploadAttempts(db: Db, now: number, pass?: Pass): Promise<Record<string, number>> {
  return pruneAttempts(db, UPLOADS, now, pass);
}
