// Feedback rows and their images (db first).
import type { Db } from '../db/connection';

/** A new feedback and its stored images. */
export interface NewFeedback {
  referenceNo: string;
  userId: number;
  type: string;
  content: string;
  now: number;
  images: { fileRef: string; format: string; width: number; height: number; bytes: number }[];
}

/** Inserts a feedback (state 0, received) with its image rows in one transaction. */
export async function insertFeedback(db: Db, f: NewFeedback): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('feedback')
      .values({
        reference_no: f.referenceNo,
        user_id: f.userId,
        type: f.type,
        content: f.content,
        state: 0,
        reply: null,
        created_at: f.now,
        updated_at: f.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (f.images.length)
      await tx
        .insertInto('feedback_image')
        .values(
          f.images.map((i) => ({
            feedback_id: row.id,
            file_ref: i.fileRef,
            format: i.format,
            width: i.width,
            height: i.height,
            bytes: i.bytes,
          })),
        )
        .execute();
  });
}

const FEEDBACK_COLUMNS = [
  'feedback.id',
  'feedback.reference_no',
  'feedback.user_id',
  'feedback.type',
  'feedback.content',
  'feedback.state',
  'feedback.reply',
  'feedback.created_at',
] as const;

/** Feedback newest first (at most `limit`), one borrower's or everyone's, with how many images each has. */
function feedbackWithImages(db: Db, userId: number | undefined, limit: number) {
  let q = db
    .selectFrom('feedback')
    .leftJoin('feedback_image', 'feedback_image.feedback_id', 'feedback.id')
    .select((eb) => [...FEEDBACK_COLUMNS, eb.fn.count<number>('feedback_image.id').as('images')]);
  if (userId !== undefined) q = q.where('feedback.user_id', '=', userId);
  return q
    .groupBy([...FEEDBACK_COLUMNS])
    .orderBy('feedback.created_at', 'desc')
    .orderBy('feedback.id', 'desc')
    .limit(limit)
    .execute();
}

/** One borrower's feedback, newest first, with how many images each has (at most `limit`). */
export function listFeedback(db: Db, userId: number, limit = 50) {
  return feedbackWithImages(db, userId, limit);
}

/** Every borrower's feedback for the operator, newest first (at most `limit`), with how many images each has. */
export function listAllFeedback(db: Db, limit = 200) {
  return feedbackWithImages(db, undefined, limit);
}

/** How many of a borrower's feedback wait for an answer (received or in progress). */
export async function countWaiting(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('state', '<', 2)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A feedback by its id (`12`) or its reference number (`FB-7KQ2M9XA`); undefined when there is none. */
export function findFeedback(db: Db, idOrRef: string) {
  const q = db.selectFrom('feedback').select(['id', 'reference_no', 'user_id', 'state']);
  if (/^\d{1,9}$/.test(idOrRef)) return q.where('id', '=', Number(idOrRef)).executeTakeFirst();
  return q.where('reference_no', '=', idOrRef.toUpperCase()).executeTakeFirst();
}

/** Sets a feedback's state (with the reply when answering). */
export async function setFeedbackState(db: Db, id: number, state: number, now: number, reply?: string): Promise<void> {
  await db
    .updateTable('feedback')
    .set({ state, updated_at: now, ...(reply === undefined ? {} : { reply }) })
    .where('id', '=', id)
    .execute();
}
