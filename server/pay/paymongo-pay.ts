// Repayments through PayMongo's Payment Intent workflow: an intent for the amount allowing the
// borrower's channel, a payment method of that type, then the attach, whose `next_action` is what the
// borrower pays with: GCash and Maya a redirect to their authorisation page, QR Ph a QR image
// (`code.image_url`). Each reference has one intent, kept, so a repeated request answers it again and
// its events find the reference; intents left unpaid past their reference's expiry are cancelled at
// PayMongo when the next code is asked for. The money arrives by PayMongo's signed events.
import type { PaymongoConfig } from '../config-pay';
import type { Db } from '../db/connection';
import { type PaymongoCall, paymongoApi } from './paymongo-api';
import { expiredOpenIntents, findIntentByReference, insertIntent, setIntentStatus } from './paymongo-intent-repo';
import type { PayChannel, PayProvider } from './pay-provider';

/** Our channels PayMongo takes, by its payment method type. */
export const PAYMONGO_METHODS: Partial<Record<PayChannel, string>> = { gcash: 'gcash', maya: 'paymaya', qrph: 'qrph' };

/** The PayMongo provider; `realNow` is real time, for expiry. */
export function paymongoPay(c: PaymongoConfig, db: Db, realNow: () => number, fetchFn: typeof fetch = fetch): PayProvider {
  const call = paymongoApi(c, fetchFn);
  return {
    channels: Object.keys(PAYMONGO_METHODS) as PayChannel[],
    async createPayment(order) {
      await cancelExpired(db, call, realNow());
      const known = await findIntentByReference(db, order.reference);
      if (known) return { payCode: known.pay_code, checkoutUrl: known.checkout_url };
      const type = PAYMONGO_METHODS[order.channel];
      if (!type) throw new Error(`PayMongo does not take ${order.channel}`);
      const intent = await call('POST', 'payment_intents', {
        amount: order.amount,
        currency: 'PHP',
        payment_method_allowed: [type],
        capture_type: 'automatic',
        description: `Repayment ${order.reference}`,
        statement_descriptor: 'Loan repayment',
        metadata: { reference: order.reference },
      });
      const method = await call('POST', 'payment_methods', { type });
      const attached = await call('POST', `payment_intents/${intent.id}/attach`, {
        payment_method: method.id,
        return_url: c.returnUrl,
      });
      const pays = howToPay(attached.attributes.next_action);
      if (!pays) throw new Error(`PayMongo answered no ${type === 'qrph' ? 'QR code' : 'authorisation page'}`);
      await insertIntent(db, {
        reference: order.reference,
        intent_id: intent.id,
        ...pays,
        status: 'open',
        created_at: realNow(),
        expires_at: order.expiresAt,
      });
      // Another process may have recorded its own intent first: the borrower is shown that one.
      const kept = await findIntentByReference(db, order.reference);
      if (kept && kept.intent_id !== intent.id) await cancel(db, call, intent.id);
      return kept ? { payCode: kept.pay_code, checkoutUrl: kept.checkout_url } : { payCode: pays.pay_code, checkoutUrl: pays.checkout_url };
    },
  };
}

/** The page to open (redirect) or the QR image (consume_qr) of an attach's `next_action`. */
function howToPay(next: unknown): { pay_code: string; checkout_url: string | null } | null {
  const n = (next ?? {}) as { type?: string; redirect?: { url?: unknown }; code?: { image_url?: unknown } };
  if (typeof n.redirect?.url === 'string' && /^https?:\/\//.test(n.redirect.url))
    return { pay_code: n.redirect.url, checkout_url: n.redirect.url };
  if (typeof n.code?.image_url === 'string' && n.code.image_url) return { pay_code: n.code.image_url, checkout_url: null };
  return null;
}

async function cancel(db: Db, call: PaymongoCall, intentId: string): Promise<void> {
  await call('POST', `payment_intents/${intentId}/cancel`);
  await setIntentStatus(db, intentId, 'cancelled');
}

// A cancel PayMongo refuses (the intent was paid meanwhile) is left for its event, and tried again later.
async function cancelExpired(db: Db, call: PaymongoCall, now: number): Promise<void> {
  for (const i of await expiredOpenIntents(db, now)) await cancel(db, call, i.intent_id).catch(() => undefined);
}
