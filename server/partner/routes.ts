// `/api/partner/*`: server-to-server calls of partners, each authenticated with its own secret.
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { sha256Hex } from '../hash';
import { AppError, ok } from '../app-error';
import type { AppEnv } from '../http/env';
import { phone as phoneField } from '../http/fields';
import { parseInput } from '../http/valid';
import { SECOND_MS } from '../time';
import { createPartnerTask, TASK_TTL_MS } from './tasks';

/** Partner routes, mounted at /api/partner. */
export function partnerRoutes(deps: Deps) {
  const taskInput = v.object({ phone: phoneField(deps.config.phoneLength) });
  return (
    new Hono<AppEnv>()
      // Header `Authorization: Bearer <secret>`; the channel in the `Channel` header or the body.
      // The secret is checked before the body's fields: a stranger learns nothing about them.
      .post('/task', async (c) => {
        const body = c.get('body');
        const channel = authenticatePartner(deps.config, c.req.header('Channel') ?? body.channel, c.req.header('Authorization'));
        const { phone } = parseInput(taskInput, body);
        const taskId = await createPartnerTask(deps, channel, phone, deps.clock.realNow());
        deps.log.info('partner task created', { channel });
        return c.json(ok({ taskId, expiresIn: TASK_TTL_MS / SECOND_MS }));
      })
  );
}
/** The channel, when the secret is that channel's; otherwise code 401 (unknown channel and wrong secret alike). */
function authenticatePartner(config: Config, channel: unknown, authorization: string | undefined): string {
  const secret = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? '';
  const expected = typeof channel === 'string' && Object.hasOwn(config.partners, channel) ? config.partners[channel] : null;
  const digest = (s: string) => Buffer.from(sha256Hex(s), 'hex');
  // Compared as digests so neither the length nor the content leaks through timing.
  if (!expected || !timingSafeEqual(digest(secret), digest(expected))) throw new AppError(401, 'partnerAuth');
  return channel as string;
}
