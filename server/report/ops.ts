// Operator commands of the support area (PRODUCT.md section 8): list feedback and answer it (the
// answer reaches the borrower's message center), and write to a borrower's message center.
import { addMessage } from '../message/repo';
import type { OpsCommand, OpsContext } from '../ops-command';
import { fail, iso, wholeNumber } from '../ops-command';
import { findUser } from '../auth/user-repo';
import { answerFeedback, findFeedback, MAX_ANSWER } from './feedback-answer';
import { listAllFeedback, setFeedbackState } from './repo';

const STATE_WORDS = ['received', 'in progress', 'answered'];

// A borrower's words on one line of the table: tabs and line breaks would break its columns.
const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

async function list({ db, out }: OpsContext): Promise<number> {
  out(['id', 'reference', 'userId', 'state', 'type', 'images', 'sent', 'answer', 'content'].join('\t'));
  for (const f of await listAllFeedback(db))
    out(
      [
        f.id,
        f.reference_no,
        f.user_id,
        `${f.state} ${STATE_WORDS[f.state] ?? ''}`,
        f.type,
        Number(f.images),
        iso(Number(f.created_at)),
        f.reply ? oneLine(f.reply, 40) : '-',
        oneLine(f.content, 80),
      ].join('\t'),
    );
  return 0;
}

async function answer({ db, clock, out }: OpsContext, idOrRef: string | undefined, words: string[]): Promise<number> {
  const text = words.join(' ').trim();
  if (!idOrRef || !text || text.length > MAX_ANSWER)
    return fail(
      out,
      `feedback answer takes <id or reference> <text> (1 to ${MAX_ANSWER} characters), e.g. \`feedback answer 12 We refunded you\``,
    );
  const feedback = await findFeedback(db, idOrRef);
  if (!feedback) return fail(out, `no feedback ${idOrRef}`);
  await answerFeedback(db, feedback, text, clock.now());
  out(`feedback ${feedback.reference_no} answered; the answer is in user ${feedback.user_id}'s message center`);
  return 0;
}

/** `ops feedback [answer <id> <text>]`: lists feedback, or answers one by id or reference number. */
export const feedbackCommand: OpsCommand = {
  usage: 'feedback [answer <id> <text>]',
  help: "list feedback, newest first; answer one (id or reference): the answer reaches the borrower's message center",
  async run(ctx, [sub, idOrRef, ...words]) {
    if (sub === undefined) return list(ctx);
    if (sub === 'answer') return answer(ctx, idOrRef, words);
    return fail(ctx.out, `unknown feedback argument "${sub}": \`feedback\` lists, \`feedback answer <id> <text>\` answers`);
  },
};

/** `ops feedback-reply <id> <0|1|2> [text]`: the older name; state 2 with a text is `feedback answer`. */
export const feedbackReplyCommand: OpsCommand = {
  usage: 'feedback-reply <id> <0|1|2> [text]',
  help: 'older form: set a feedback received (0) or in progress (1); 2 with a text answers it as `feedback answer` does',
  async run(ctx, [idOrRef, state, ...words]) {
    const { db, clock, out } = ctx;
    const s = wholeNumber(state);
    if (!idOrRef || s === null || s > 2) return fail(out, 'feedback-reply takes <id> <0|1|2> [text], e.g. `feedback-reply FB-7KQ2M9XA 1`');
    if (s === 2 && words.length) return answer(ctx, idOrRef, words);
    const feedback = await findFeedback(db, idOrRef);
    if (!feedback) return fail(out, `no feedback ${idOrRef}`);
    await setFeedbackState(db, feedback.id, s, clock.now());
    out(`feedback ${feedback.reference_no}: state ${s}`);
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
    const user = await findUser(db, userId);
    if (!user) return fail(out, `no user ${userId}`);
    await addMessage(db, userId, title.slice(0, 200), text.slice(0, MAX_ANSWER), clock.now());
    out(`message sent to user ${userId}`);
    return 0;
  },
};
