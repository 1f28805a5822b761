// Operator commands of the support area: answering feedback and writing to a borrower's message center.
import type { OpsCommand } from '../ops/command';
import { fail, wholeNumber } from '../ops/command';
import { addMessage } from '../message/repo';

/** `ops feedback-reply <referenceNo> <state 0|1|2> [text]`: moves a feedback on and records support's answer. */
export const feedbackReplyCommand: OpsCommand = {
  usage: 'feedback-reply <referenceNo> <0|1|2> [text]',
  help: 'set a feedback received (0), in progress (1) or answered (2), with the answer the borrower reads',
  async run({ db, clock, out }, [ref, state, ...words]) {
    const s = wholeNumber(state);
    if (!ref || s === null || s > 2)
      return fail(out, 'feedback-reply takes <referenceNo> <0|1|2> [text], e.g. `feedback-reply FB-7KQ2M9XA 2 Refunded`');
    const text = words.join(' ').trim();
    const r = await db
      .updateTable('feedback')
      .set({ state: s, updated_at: clock.now(), ...(text ? { reply: text } : {}) })
      .where('reference_no', '=', ref)
      .executeTakeFirst();
    if (!Number(r.numUpdatedRows)) return fail(out, `no feedback ${ref}`);
    out(`feedback ${ref}: state ${s}${text ? ', answered' : ''}`);
    return 0;
  },
};

/** `ops message <userId> <title> <text>`: one message in a borrower's message center. */
export const messageCommand: OpsCommand = {
  usage: 'message <userId> <title> <text>',
  help: "write to a borrower's message center",
  async run({ db, clock, out }, [id, title, ...words]) {
    const userId = wholeNumber(id);
    const text = words.join(' ').trim();
    if (userId === null || !title || !text)
      return fail(out, 'message takes <userId> <title> <text>, e.g. `message 7 "Due soon" Your bill is due tomorrow`');
    const user = await db.selectFrom('app_user').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) return fail(out, `no user ${userId}`);
    await addMessage(db, userId, title.slice(0, 200), text.slice(0, 2000), clock.now());
    out(`message sent to user ${userId}`);
    return 0;
  },
};
