// `POST /api/pay/callback`: plain JSON both ways (never enveloped), from the gateway, signed. The
// `plain` mount leaves the body unread and answers refusals (413, 404) as HTTP statuses.
import { Hono } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { receiveCallback } from './callback';
import { receivePaymongo } from './paymongo-events';

/** The callback routes (ours and PayMongo's events), mounted at /api/pay with `auth: 'public'` and `envelope: 'plain'`. */
export function payCallbackRoutes({ db, config, clock }: Deps) {
  return new Hono<AppEnv>()
    .post('/callback', async (c) => {
      // The signature covers the exact bytes sent; Hono keeps the text the body middleware read.
      const raw = await c.req.text();
      const clocks = { realNow: clock.realNow(), businessNow: clock.now() };
      const r = await receiveCallback({ db, config }, raw, c.req.header('Pay-Signature'), clocks, 'callback');
      return c.json(r.body, r.status);
    })
    .post('/paymongo', async (c) => {
      const raw = await c.req.text();
      const clocks = { realNow: clock.realNow(), businessNow: clock.now() };
      const r = await receivePaymongo({ db, config }, raw, c.req.header('Paymongo-Signature'), clocks);
      return c.json(r.body, r.status);
    });
}
