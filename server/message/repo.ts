// Message-center rows (db first).
import type { Db } from '../db/connection';

/** A borrower's messages, newest first (at most `limit`), with the reference of the feedback a message answers. */
export function listMessages(db: Db, userId: number, limit = 100) {
  return db
    .selectFrom('user_message')
    .leftJoin('feedback', 'feedback.id', 'user_message.feedback_id')
    .select([
      'user_message.id',
      'user_message.title',
      'user_message.body',
      'user_message.created_at',
      'user_message.read_at',
      'feedback.reference_no',
    ])
    .where('user_message.user_id', '=', userId)
    .orderBy('user_message.created_at', 'desc')
    .orderBy('user_message.id', 'desc')
    .limit(limit)
    .execute();
}

/** Marks the borrower's own messages read (`ids` of someone else's are ignored); none given = all. */
export async function markRead(db: Db, userId: number, now: number, ids?: number[]): Promise<void> {
  let q = db.updateTable('user_message').set({ read_at: now }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids) {
    if (!ids.length) return;
    q = q.where('id', 'in', ids);
  }
  await q.execute();
}

/** Adds a message for one borrower (operator CLI, and the lender's own processes); `feedbackId` when it answers one. */
export async function addMessage(
  db: Db,
  userId: number,
  title: string,
  body: string,
  now: number,
  feedbackId: number | null = null,
): Promise<void> {
  await db
    .insertInto('user_message')
    .values({ user_id: userId, feedback_id: feedbackId, title, body, created_at: now, read_at: null })
    .execute();
}
