// Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payloads (RFC 8291): `web-push` signs and
// encrypts, node's https carries the request. The endpoint is the borrower's to choose, so production
// posts only to public addresses, judged when each push is sent (a local push service in tests).
import webPush from 'web-push';
import type { Db } from '../db/connection';
import { postBytes } from '../http/post-bytes';
import { type Resolve, systemResolve } from '../http/public-address';
import { SECOND_MS } from '../time';
import type { PushProvider } from './push-provider';
import { dropSubscription, subscriptionsOf } from './repo';
import type { VapidKeys } from './vapid';

/** A push service keeps an undelivered notification this long (the phone may be off). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10 * SECOND_MS;

/** Options of the Web Push provider. */
export interface WebPushOptions {
  /** Handles a borrower without any subscription (development prints the notification instead). */
  none?: PushProvider['send'];
  /** `public` (production): endpoints must resolve to public addresses only; `any`: local push services too (development). */
  addresses?: 'public' | 'any';
  /** How endpoint names are resolved when `addresses` is `public` (the system's by default). */
  resolve?: Resolve;
}

/**
 * Sends `{title, text}` to every subscribed device of the borrower. Subscriptions the service
 * says are gone (404, 410) are forgotten. Rejects when no device took it.
 */
export function webPushProvider(db: Db, keys: () => Promise<VapidKeys | null>, opts: WebPushOptions = {}): PushProvider {
  const publicOnly = opts.addresses === 'any' ? undefined : (opts.resolve ?? systemResolve);
  return {
    async send(message) {
      const vapid = await keys();
      if (!vapid) throw new Error('push is not configured: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT');
      const subs = await subscriptionsOf(db, message.userId);
      if (!subs.length) {
        if (opts.none) return opts.none(message);
        throw new Error(`user ${message.userId} has no push subscription`);
      }
      const payload = JSON.stringify({ title: message.title, text: message.text });
      let delivered = 0;
      for (const sub of subs) {
        const req = webPush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
          vapidDetails: vapid,
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        });
        const status = await postBytes(
          req.endpoint,
          { headers: req.headers as Record<string, string>, body: new Uint8Array(req.body as Buffer), timeoutMs: PUSH_TIMEOUT_MS },
          { publicOnly },
        ).catch(() => 0);
        if (status >= 200 && status < 300) delivered++;
        else if (status === 404 || status === 410) await dropSubscription(db, sub.endpoint);
      }
      if (!delivered) throw new Error(`no device of user ${message.userId} took the notification`);
    },
  };
}
