// `/api/user/survey/*` (ours): the short satisfaction survey of `/survey`, stored per borrower.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { SurveyAnswer } from '../../contract/survey';
import type { Deps } from '../deps';
import { ok } from '../app-error';
import type { SignedInEnv } from '../http/env';
import { int, opt, text } from '../http/fields';
import { message, valid } from '../http/valid';
import { insertAnswer, latestAnswer, type SurveyRow } from './repo';

// A missing or out-of-range score says which scores exist, in the borrower's language.
const score = v.pipe(
  // A default keeps the key required in the output type (as fields.ts phone does).
  v.optional(v.unknown(), ''),
  v.check((x) => [1, 2, 3, 4, 5].includes(Number(x)) && String(x).trim() !== '', message('surveyScore')),
  v.transform(Number),
);
const surveyBody = v.object({ score, easy: opt(int(0, 1)), comment: opt(text(500)) });

const answerOf = (r: SurveyRow | undefined): SurveyAnswer =>
  r
    ? {
        score: r.score,
        ...(r.easy === null ? {} : { easy: r.easy as 0 | 1 }),
        ...(r.comment ? { comment: r.comment } : {}),
        createdAt: Number(r.created_at),
      }
    : null;

/** Survey routes, mounted at /api/user/survey with `auth: 'user'`. */
export function surveyRoutes({ db, clock }: Deps) {
  const latest = (userId: number) => latestAnswer(db, userId);
  return new Hono<SignedInEnv>()
    .post('/answer', valid('body', surveyBody), async (c) => {
      const b = c.req.valid('json');
      const userId = c.get('caller').userId;
      await insertAnswer(db, userId, { score: b.score, easy: b.easy ?? null, comment: b.comment?.trim() || null }, clock.now());
      return c.json(ok(answerOf(await latest(userId))));
    })
    .get('/answer', async (c) => c.json(ok(answerOf(await latest(c.get('caller').userId)))));
}
