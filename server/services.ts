// Opens what both the server and the operator CLI stand on: the database (migrated), the clock, and
// the outside services the configuration chooses.
import { createSms } from './auth/create-sms';
import type { SmsProvider } from './auth/sms';
import { type Clock, createClock } from './clock';
import type { Config } from './config';
import { type Db, openDb } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { createKyc, type KycProvider } from './identity/kyc-provider';
import type { WriteLine } from './log';
import { createPay } from './pay/create-pay';
import type { PayProvider } from './pay/pay-provider';
import { createPush } from './push/create-push';
import type { PushProvider } from './push/push-provider';

/** Opens the database, applies pending migrations and loads the clock; `mustExist` and `durable` as openDb's, `realNow` for tests. */
export async function openServices(
  config: Config,
  opts: { mustExist?: boolean; durable?: boolean; realNow?: () => number } = {},
): Promise<{ db: Db; clock: Clock }> {
  const { realNow, ...dbOpts } = opts;
  const db = openDb({ ...config, ...dbOpts });
  try {
    await migrateToLatest(db);
    return { db, clock: await createClock(db, { production: config.production, realNow }) };
  } catch (e) {
    await db.destroy();
    throw e;
  }
}

/** The outside services: SMS, KYC vendor, payment gateway, push. */
export interface Providers {
  sms: SmsProvider;
  kyc: KycProvider;
  pay: PayProvider;
  push: PushProvider;
}

/**
 * Each provider as the configuration names it: the vendor's adapter when its webhook is set,
 * otherwise the development one (production gets none that pretends: see each provider file).
 */
export function createProviders(
  config: Config,
  opts: { write?: WriteLine; fetch?: typeof fetch; db?: Db; realNow?: () => number } = {},
): Providers {
  return { sms: createSms(config, opts), kyc: createKyc(config, opts), pay: createPay(config, opts), push: createPush(config, opts) };
}

/** Production settings left unset, so their features refuse every call (logged once at start). */
export function missingVendors(config: Config): string[] {
  if (!config.production) return [];
  const hooks = Object.entries(config.webhooks).filter(
    ([name, hook]) => !hook && !(name === 'push' && config.vapid) && !(name === 'pay' && config.paymongo),
  );
  return hooks.map(([name]) => (name === 'push' ? 'VAPID_PUBLIC_KEY (or PUSH_WEBHOOK_URL)' : `${name.toUpperCase()}_WEBHOOK_URL`));
}
