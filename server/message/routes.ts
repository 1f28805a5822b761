// `/api/user/user/msg/*`: the message center (spec section 7 `POST /user/msg/center`), the
// caller's own messages only.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { CenterMessage, MessageCenter } from '../../contract/user';
import type { Deps } from '../deps';
import { ok } from '../app-error';
import type { SignedInEnv } from '../http/env';
import { opt } from '../http/fields';
import { translate } from '../i18n/messages';
import { valid } from '../http/valid';
import { listMessages, markRead } from './repo';
import { isNoticeKind, renderNotice } from './render';

const markReadBody = v.object({ ids: opt(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(100))) });

/** Message routes, mounted at /api/user/user/msg with `auth: 'user'`. */
export function messageRoutes({ db, clock }: Deps) {
  return new Hono<SignedInEnv>()
    .post('/center', async (c) => {
      const rows = await listMessages(db, c.get('caller').userId);
      const lang = c.get('lang');
      const messages = rows.map((r): CenterMessage => {
        const base = { id: r.id, createdAt: Number(r.created_at), read: r.read_at !== null, ...(r.link ? { link: r.link } : {}) };
        if (isNoticeKind(r.kind)) {
          const { title, text } = renderNotice(lang, r.kind, r.params ? JSON.parse(r.params) : {});
          return { ...base, kind: r.kind, title, body: text };
        }
        // Support's answer to a feedback is titled in the reader's language, naming the reference.
        const title = r.reference_no ? translate(lang, 'feedbackAnswerTitle', { ref: r.reference_no }) : r.title;
        return { ...base, kind: 'feedbackAnswer', title, body: r.body };
      });
      return c.json(ok<MessageCenter>({ messages, unread: messages.filter((m) => !m.read).length }));
    })
    .post('/read', valid('body', markReadBody), async (c) => {
      await markRead(db, c.get('caller').userId, clock.now(), c.req.valid('json').ids);
      return c.json(ok(null));
    });
}
