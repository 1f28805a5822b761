// `ops push <userId> <text>`: one notification to a borrower's devices, as the server would send it.
import { fail, type OpsCommand, wholeNumber } from '../ops-command';
import { createPush } from './create-push';
import { findUser } from '../auth/user-repo';

/** The title of an operator's notification (the text says the rest). */
export const OPS_PUSH_TITLE = 'PesoCash';

/** `ops push <userId> <text>`. */
export const pushCommand: OpsCommand = {
  usage: 'push <userId> <text>',
  help: "send one notification to the borrower's subscribed devices (Web Push)",
  async run({ config, db, out }, args) {
    const [idText, ...words] = args;
    const userId = wholeNumber(idText);
    const text = words.join(' ').trim();
    if (userId === null || !text) return fail(out, 'push needs a user id and a text, e.g. `push 12 Your loan was approved`');
    if (text.length > 1000) return fail(out, 'the text must be at most 1000 characters');
    const user = await findUser(db, userId);
    if (!user) return fail(out, `no user ${userId}`);
    try {
      await createPush(config, { db, write: out }).send({ userId, title: OPS_PUSH_TITLE, text });
    } catch (e) {
      return fail(out, (e as Error).message);
    }
    out(`sent to user ${userId}`);
    return 0;
  },
};
