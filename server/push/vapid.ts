// The VAPID keys of Web Push: the operator's from the settings, or, in development, a pair made on
// the first start and kept in the database (so subscriptions survive restarts). Production never
// makes its own: without the settings, pushing is refused.
import webPush from 'web-push';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { readSetting, writeSettingOnce } from '../setting-repo';

/** A VAPID key pair (base64url) and the lender contact push services may write to. */
export type VapidKeys = NonNullable<Config['vapid']>;

const KEY = 'vapid.keys';
/** The contact of generated development keys (no mail is ever sent to it). */
export const DEV_VAPID_SUBJECT = 'mailto:push@pesocash.invalid';

/** The keys to sign with: the settings', the stored development pair (made now when missing), or null in production. */
export async function vapidKeys(config: Config, db: Db): Promise<VapidKeys | null> {
  if (config.vapid) return config.vapid;
  if (config.production) return null;
  const stored = await readSetting(db, KEY);
  if (stored !== undefined) return JSON.parse(stored) as VapidKeys;
  const made = { ...webPush.generateVAPIDKeys(), subject: DEV_VAPID_SUBJECT };
  // Two first requests at once: the first pair stored wins and both answer it.
  return JSON.parse(await writeSettingOnce(db, KEY, JSON.stringify(made))) as VapidKeys;
}
