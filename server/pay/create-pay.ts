// Which payment provider runs, from the configuration: apart from the providers, so that PayMongo's
// implementation and the interface it implements import each other in no direction.
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { notConfigured } from '../http/webhook';
import { devPay, type PayProvider, webhookPay } from './pay-provider';
import { paymongoPay } from './paymongo-pay';

/** The provider the configuration names: PayMongo, the adapter when PAY_WEBHOOK_URL is set, else development (none in production). */
export function createPay(config: Config, opts: { fetch?: typeof fetch; db?: Db; realNow?: () => number } = {}): PayProvider {
  if (config.paymongo) {
    if (!opts.db) throw new Error('PayMongo keeps its intents in the database: pass db');
    return paymongoPay(config.paymongo, opts.db, opts.realNow ?? Date.now, opts.fetch);
  }
  if (config.webhooks.pay) return webhookPay(config.webhooks.pay, opts.fetch);
  if (config.production) return { createPayment: notConfigured('payment gateway', 'PAY_WEBHOOK_URL') };
  return devPay();
}
