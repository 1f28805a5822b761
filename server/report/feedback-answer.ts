// Support's side of feedback: finding one by what an operator types, and answering it so the
// borrower reads the answer both beside their feedback and in their message center.
import type { Db } from '../db/connection';
import { addMessage } from '../message/repo';
import { findFeedback, setFeedbackState } from './repo';

/** The longest answer kept: a message-center body. */
export const MAX_ANSWER = 2000;

/** A feedback by its id (`12`) or its reference number (`FB-7KQ2M9XA`); undefined when there is none. */
export { findFeedback };

/** Marks the feedback answered (2) with `text` and puts the answer in its borrower's message center, together. */
export async function answerFeedback(db: Db, feedback: { id: number; user_id: number; reference_no: string }, text: string, now: number) {
  await db.transaction().execute(async (tx) => {
    await setFeedbackState(tx, feedback.id, 2, now, text);
    // The title is written when the borrower reads it, in their language; this one is for other readers of the table.
    await addMessage(tx, feedback.user_id, feedback.reference_no, text, now, feedback.id);
  });
}
