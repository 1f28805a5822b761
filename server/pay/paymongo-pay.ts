// Repayments through PayMongo's Payment Intent workflow: an intent for the amount allowing the
// borrower's channel, a payment method of that type, then the attach, whose `next_action` is what the
// borrower pays with: GCash and Maya a redirect to their authorisation page, QR Ph a QR image
// (`code.image_url`). Each reference has one intent, kept, so a repeated request answers it again and
// its events find the reference; intents left unpaid past their reference's expiry are cancelled at
// PayMongo when the next code is asked for. The money arrives by PayMongo's signed events.
import type { PaymongoConfig } from '../config-pay';
import type { Db } from '../db/connection';
import { type PaymongoCall, paymongoApi } from './paymongo-api';
import { paymongoRefund } from './paymongo-refund';
import { expiredOpenIntents, findIntentByReference, insertIntent, setIntentStatus } from './paymongo-intent-repo';
import type { PayChannel, PayProvider } from './pay-provider';

/** Our channels PayMongo takes, by its payment method type. */
export const PAYMONGO_METHODS: Partial<Record<PayChannel, string>> = { gcash: 'gcash', maya: 'paymaya', qrph: 'qrph' };

/** The PayMongo provider; `realNow` is real time, for expiry. */
export function paymongoPay(c: PaymongoConfig, db: Db, realNow: () => number, fetchFn: typeof fetch = fetch): PayProvider {
  const call = paymongoApi(c, fetchFn);
  return {
    channels: Object.keys(PAYMONGO_METHODS) as PayChannel[],
    // Only a payment PayMongo took (recorded under its `pay_…` id) can go back through it.
    async refund(o) {
      return { providerRef: (await paymongoRefund(c, o.eventId, o.amount, `Overpayment ${o.reference}`, o.refundId, fetchFn)).id };
    },
    async createPayment(order) {
      await cancelExpired(db, call, realNow());
      const known = await findIntentByReference(db, order.reference);
      if (known) return { payCode: known.pay_code, checkoutUrl: known.checkout_url, bank: null };
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
      const pays = howToPay(attached.attributes.next_action, order.reference);
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
      const shown = kept ?? pays;
      return { payCode: shown.pay_code, checkoutUrl: shown.checkout_url, bank: null };
    },
  };
}

/**
 * What an attach's `next_action` gives the borrower: the authorisation page to open (redirect), with
 * our reference as the pay code as PayMongo gives no code to type; or the QR image (consume_qr) as the
 * pay code, which the app shows as it came.
 */
function howToPay(next: unknown, reference: string): { pay_code: string; checkout_url: string | null } | null {
  const n = (next ?? {}) as { redirect?: { url?: unknown }; code?: { image_url?: unknown } };
  const url = n.redirect?.url;
  if (typeof url === 'string' && /^https?:\/\/\S+$/.test(url) && URL.canParse(url)) return { pay_code: reference, checkout_url: url };
  const image = n.code?.image_url;
  if (typeof image === 'string' && /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/.test(image))
    return { pay_code: image, checkout_url: null };
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
