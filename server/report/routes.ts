// `/api/user/report/*`: the feedback page. The form is multipart (not enveloped); answers are enveloped.
import { join } from 'node:path';
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { ok } from '../app-error';
import type { SignedInEnv } from '../http/env';
import { readFeedbackForm } from './feedback-form';
import { feedbackOf, saveFeedback } from './feedback-service';

/** Report routes, mounted at /api/user/report with `auth: 'user'`. */
export function reportRoutes({ db, clock, config }: Deps) {
  const dir = join(config.dataDir, 'feedback');
  return new Hono<SignedInEnv>()
    .post('/webPageFb', async (c) => {
      const form = await readFeedbackForm(c);
      return c.json(ok(await saveFeedback(db, dir, c.get('caller').userId, form, clock.now())));
    })
    .get('/webPageFb/list', async (c) => c.json(ok(await feedbackOf(db, c.get('caller').userId))));
}
