// The payment gateway, behind one interface like the SMS provider: it turns a repayment reference
// into what the borrower pays with. Money arrives later by the gateway's signed callback
// (`POST /api/pay/callback`, PAY_SECRET, PRODUCT.md section 5), which is ours and not the provider's.
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { notConfigured, postJson, type Webhook } from '../http/webhook';
import { paymongoPay } from './paymongo-pay';

/** The repayment channels of PRODUCT.md section 8. */
export type PayChannel = 'gcash' | 'maya' | 'qrph' | 'seven_eleven' | 'va' | 'otc';

/** One payment the borrower is about to make. */
export interface PaymentOrder {
  reference: string;
  /** Centavos. */
  amount: number;
  channel: PayChannel;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** How to pay: a code to show or type (always), and a checkout page when the channel has one. */
export interface PayInstructions {
  payCode: string;
  checkoutUrl: string | null;
}

/**
 * Registers payments with the gateway; rejects when it could not. It may be asked again for the same
 * reference (after a time-out, a crash, or by another server process): it answers the same payment.
 */
export interface PayProvider {
  createPayment(order: PaymentOrder): Promise<PayInstructions>;
  /** The channels this gateway takes; absent, all of them. */
  channels?: readonly PayChannel[];
}

/**
 * Development only: registers nothing and charges nothing; the pay code is the reference itself.
 * Record the payment with `npm run ops -- pay <reference> <amount>`, which takes the same path as a
 * signed callback. Production never runs it.
 */
export function devPay(): PayProvider {
  return {
    async createPayment(order) {
      return { payCode: order.reference, checkoutUrl: null };
    },
  };
}

/**
 * Production slot: POSTs the order `{reference, amount, channel, expiresAt}` to PAY_WEBHOOK_URL, the
 * lender's adapter in front of its gateway, which answers `{payCode, checkoutUrl?}`.
 */
export function webhookPay(hook: Webhook, fetchFn: typeof fetch = fetch): PayProvider {
  return {
    async createPayment(order) {
      const answer = await postJson(hook, order, fetchFn);
      if (typeof answer.payCode !== 'string' || !answer.payCode) throw new Error('the payment gateway answered no payCode');
      return { payCode: answer.payCode, checkoutUrl: typeof answer.checkoutUrl === 'string' ? answer.checkoutUrl : null };
    },
  };
}

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
