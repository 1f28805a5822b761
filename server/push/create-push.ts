// Which push provider runs, from the configuration: apart from the providers, so that Web Push's
// implementation and the interface it implements import each other in no direction.
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { notConfigured } from '../http/webhook';
import type { WriteLine } from '../log';
import { consolePush, type PushProvider, webhookPush } from './push-provider';
import { vapidKeys } from './vapid';
import { webPushProvider } from './web-push-provider';

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
