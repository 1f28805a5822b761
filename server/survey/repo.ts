// Survey answers, one row per answer; the newest is the borrower's current one.
import type { Db } from '../db/connection';

/** A stored answer. */
export type SurveyRow = { score: number; easy: number | null; comment: string | null; created_at: number };

/** The borrower's newest answer, if any. */
export function latestAnswer(db: Db, userId: number): Promise<SurveyRow | undefined> {
  return db
    .selectFrom('survey_answer')
    .select(['score', 'easy', 'comment', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Stores an answer. */
export async function insertAnswer(db: Db, userId: number, a: Omit<SurveyRow, 'created_at'>, now: number): Promise<void> {
  await db
    .insertInto('survey_answer')
    .values({ user_id: userId, score: a.score, easy: a.easy, comment: a.comment, created_at: now })
    .execute();
}
