// Notifications to a borrower's devices, behind one interface like the SMS provider. Development
// prints each as one JSON line; production posts it to the lender's push adapter.
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { notConfigured, postJson, type Webhook } from '../http/webhook';
import { stdoutLine, type WriteLine } from '../log';
import { vapidKeys } from './vapid';
import { webPushProvider } from './web-push-provider';

/** One notification, already in the borrower's language. */
export interface PushMessage {
  userId: number;
  title: string;
  text: string;
}

/** Delivers a notification; rejects when it could not. */
export interface PushProvider {
  send(message: PushMessage): Promise<void>;
}

/** Development: writes `{"msg":"push","userId":…,"title":…,"text":…}` as one line on standard output. */
export function consolePush(write: WriteLine = stdoutLine): PushProvider {
  return {
    async send(message) {
      write(JSON.stringify({ msg: 'push', ...message }));
    },
  };
}

/** Production slot: POSTs `{userId, title, text}` to PUSH_WEBHOOK_URL; the adapter knows the user's devices. */
export function webhookPush(hook: Webhook, fetchFn: typeof fetch = fetch): PushProvider {
  return {
    async send(message) {
      await postJson(hook, message, fetchFn);
    },
  };
}

/**
 * The provider the configuration names. With the database: Web Push when VAPID keys are set, or
 * in development with keys made on first use (a borrower without a subscription is printed).
 * Otherwise the adapter when PUSH_WEBHOOK_URL is set, else the console (none in production).
 */
export function createPush(config: Config, opts: { write?: WriteLine; fetch?: typeof fetch; db?: Db } = {}): PushProvider {
  const { db } = opts;
  if (db && (config.vapid || (!config.production && !config.webhooks.push))) {
    return webPushProvider(db, () => vapidKeys(config, db), {
      none: config.production ? undefined : consolePush(opts.write).send,
      // A local push service is a development aid; production posts to public addresses only.
      addresses: config.production ? 'public' : 'any',
    });
  }
  if (config.webhooks.push) return webhookPush(config.webhooks.push, opts.fetch);
  // Printing borrowers' notifications is a development aid only.
  if (config.production) return { send: notConfigured('push gateway', 'PUSH_WEBHOOK_URL') };
  return consolePush(opts.write);
}
