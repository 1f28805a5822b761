// Storing a feedback: images to files under DATA_DIR/feedback (owner-only, outside what the static
// server serves: never served to anyone), then the rows; the answer is a reference number.
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FeedbackAnswer, FeedbackList, FeedbackState } from '../../contract/report';
import type { Db } from '../db/connection';
import { dictKeySets } from '../dict/repo';
import { AppError } from '../app-error';
import type { FeedbackForm } from './feedback-form';
import { countWaiting, insertFeedback, listFeedback } from './repo';

/** Feedback of one borrower waiting for an answer at most: each may carry 6 MB of images kept on disk. */
export const MAX_WAITING_FEEDBACK = 10;

// Letters and digits a borrower reads out on the phone without confusion (no 0/O, 1/I/L).
const READABLE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A reference such as `FB-7KQ2M9XA`: 8 random readable characters (about 2^39 values). */
export function newReferenceNo(): string {
  return 'FB-' + [...randomBytes(8)].map((b) => READABLE[b % READABLE.length]).join('');
}

/** Checks the type against `feedback_type` and the borrower's waiting feedback, keeps the images, stores the feedback and answers its reference. */
export async function saveFeedback(db: Db, dir: string, userId: number, form: FeedbackForm, now: number): Promise<FeedbackAnswer> {
  const types = (await dictKeySets(db, ['feedback_type'])).get('feedback_type')!;
  if (!types.has(form.type)) throw new AppError(400, 'invalidField', { field: 'type' }, { field: 'type' });
  if ((await countWaiting(db, userId)) >= MAX_WAITING_FEEDBACK) throw new AppError(400, 'feedbackWaiting', { n: MAX_WAITING_FEEDBACK });
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const written: string[] = [];
  try {
    const images = [];
    for (const img of form.images) {
      const fileRef = `${randomBytes(12).toString('hex')}.${img.format}`;
      await writeFile(join(dir, fileRef), img.bytes, { mode: 0o600, flag: 'wx' });
      written.push(fileRef);
      images.push({ fileRef, format: img.format, width: img.width, height: img.height, bytes: img.bytes.byteLength });
    }
    const referenceNo = newReferenceNo();
    await insertFeedback(db, { referenceNo, userId, type: form.type, content: form.content, now, images });
    return { referenceNo };
  } catch (e) {
    // No file without its row.
    await Promise.all(written.map((f) => unlink(join(dir, f)).catch(() => {})));
    throw e;
  }
}

/** The caller's own feedback, newest first. */
export async function feedbackOf(db: Db, userId: number): Promise<FeedbackList> {
  return (await listFeedback(db, userId)).map((r) => ({
    referenceNo: r.reference_no,
    type: r.type,
    content: r.content,
    imageCount: Number(r.images),
    state: r.state as FeedbackState,
    ...(r.reply ? { reply: r.reply } : {}),
    createdAt: Number(r.created_at),
  }));
}
