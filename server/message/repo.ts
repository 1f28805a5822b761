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
      'user_message.kind',
      'user_message.params',
      'user_message.link',
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
    // Support's and the operator's messages are read in the app, not pushed.
    .values({ user_id: userId, feedback_id: feedbackId, title, body, created_at: now, read_at: null, push_state: 'none' })
    .execute();
}

/** A notice row to store. */
export interface NoticeRow {
  userId: number;
  kind: string;
  eventKey: string;
  params: string;
  link: string | null;
  title: string;
  body: string;
  now: number;
}

/** Stores a notice unless this borrower already has one of its event key (then nothing changes). */
export async function insertNotice(db: Db, row: NoticeRow): Promise<void> {
  await db
    .insertInto('user_message')
    .values({
      user_id: row.userId,
      feedback_id: null,
      title: row.title,
      body: row.body,
      created_at: row.now,
      read_at: null,
      kind: row.kind,
      params: row.params,
      link: row.link,
      event_key: row.eventKey,
      push_state: null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'event_key']).doNothing())
    .execute();
}

/** Notices whose push waits, oldest first (at most `limit`). */
export function waitingPushes(db: Db, limit: number) {
  return db
    .selectFrom('user_message')
    .select(['id', 'user_id', 'kind', 'params', 'read_at'])
    .where('push_state', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Takes a waiting push for this process: true only for the one caller that moved it from waiting to `sending`. */
export async function claimPush(db: Db, id: number): Promise<boolean> {
  const claimed = await db
    .updateTable('user_message')
    .set({ push_state: 'sending' })
    .where('id', '=', id)
    .where('push_state', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Records how a claimed push ended: `sent`, `failed`, or `none` (not pushed: already read). */
export async function endPush(db: Db, id: number, state: 'sent' | 'failed' | 'none'): Promise<void> {
  await db.updateTable('user_message').set({ push_state: state }).where('id', '=', id).execute();
}

/** A notice the borrower wants only in the app: its push is never sent. */
export async function skipPush(db: Db, userId: number, eventKey: string): Promise<void> {
  await db
    .updateTable('user_message')
    .set({ push_state: 'none' })
    .where('user_id', '=', userId)
    .where('event_key', '=', eventKey)
    .where('push_state', 'is', null)
    .execute();
}
