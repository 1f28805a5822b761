// Web Push for the client: the public VAPID key it subscribes with, and where the subscription goes
// (`POST /api/user/user/savePushToken`, form-encoded `pushToken` = the subscription's JSON).
import { Hono } from 'hono';
import type { Deps } from '../deps';
import { AppError, ok } from '../app-error';
import type { AppEnv, SignedInEnv } from '../http/env';
import { saveSubscription } from './repo';
import { vapidKeys } from './vapid';

/** `GET /api/user/public/vapidPublicKey`: `{publicKey}`, or null where push is not configured. */
export function pushKeyRoutes({ config, db }: Deps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(ok({ publicKey: (await vapidKeys(config, db))?.publicKey ?? null })));
}

const B64URL = /^[A-Za-z0-9_-]+=*$/;

/** The subscription in `raw`, or null when it is not one this server will post to. */
export function parseSubscription(raw: unknown, production: boolean): { endpoint: string; p256dh: string; auth: string } | null {
  if (typeof raw !== 'string' || raw.length > 4000) return null;
  let sub: { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  try {
    sub = JSON.parse(raw);
  } catch {
    return null;
  }
  const { endpoint, keys } = sub ?? {};
  if (typeof endpoint !== 'string' || typeof keys?.p256dh !== 'string' || typeof keys?.auth !== 'string') return null;
  if (
    !B64URL.test(keys.p256dh) ||
    keys.p256dh.length < 86 ||
    keys.p256dh.length > 90 ||
    !B64URL.test(keys.auth) ||
    keys.auth.length < 22 ||
    keys.auth.length > 24
  )
    return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  // The server posts to this address: production only to a push service over https by host name.
  // Spelling is a first screen only (`localhost.` is localhost): where the name leads is checked when
  // each push is sent (web-push-provider.ts).
  const host = url.hostname.replace(/\.+$/, '');
  const local = /^(localhost|.*\.localhost|\d+\.\d+\.\d+\.\d+|\[.*\])$/i.test(host) || !host.includes('.');
  if (production ? url.protocol !== 'https:' || local : !/^https?:$/.test(url.protocol)) return null;
  return { endpoint: url.toString(), p256dh: keys.p256dh, auth: keys.auth };
}

/** `POST /api/user/user/savePushToken`: stores this device's subscription for the signed-in borrower. */
export function pushTokenRoutes({ config, db, clock }: Deps) {
  return new Hono<SignedInEnv>().post('/', async (c) => {
    const type = c.req.header('content-type') ?? '';
    const form = type.startsWith('application/x-www-form-urlencoded')
      ? await c.req.parseBody()
      : (c.get('body') as Record<string, unknown>);
    const sub = parseSubscription(form.pushToken, config.production);
    if (!sub) throw new AppError(400, 'invalidField', { field: 'pushToken' });
    await saveSubscription(db, { ...sub, user_id: c.get('caller').userId, updated_at: clock.now() });
    return c.json(ok(null));
  });
}
