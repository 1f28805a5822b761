// Sends money back through PayMongo's Refunds API (`POST /v1/refunds`, after `GET /v1/refunds?payment_id=`): part or all of one payment,
// by its payment id (`pay_…`, the event id PayMongo's payments are recorded under). PayMongo answers
// the refund `pending` and settles it to the payer's wallet or bank.
import type { PaymongoConfig } from '../config-pay';
import { type PaymongoResource, paymongoApi } from './paymongo-api';

/** PayMongo's answer, kept with the refund. */
export interface PaymongoRefund {
  id: string;
  status: string;
}

/**
 * Refunds `amount` centavos of PayMongo payment `paymentId` as our refund `refundId`; rejects with
 * PayMongo's error when refused. PayMongo takes no idempotency key, so the refund carries our id in
 * its metadata and the payment's refunds are read first: asked again for the same id, it answers the
 * refund made before and sends nothing more.
 */
export async function paymongoRefund(
  c: PaymongoConfig,
  paymentId: string,
  amount: number,
  note: string,
  refundId: string,
  fetchFn: typeof fetch = fetch,
): Promise<PaymongoRefund> {
  if (!/^pay_[A-Za-z0-9]+$/.test(paymentId)) throw new Error(`${paymentId} is not a PayMongo payment`);
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error('a refund is a positive whole number of centavos');
  const call = paymongoApi(c, fetchFn);
  const notes = `Refund ${refundId}: ${note}`.slice(0, 255);
  const ours = (r: PaymongoResource) =>
    (r.attributes.metadata as Record<string, unknown> | null)?.refund_id === refundId ||
    String(r.attributes.notes ?? '').startsWith(`Refund ${refundId}:`);
  const made = (await call.list(`refunds?payment_id=${paymentId}`)).find(ours);
  const r =
    made ??
    (await call('POST', 'refunds', {
      amount,
      payment_id: paymentId,
      reason: 'others',
      notes,
      metadata: { refund_id: refundId },
    }));
  return { id: r.id, status: typeof r.attributes.status === 'string' ? r.attributes.status : 'pending' };
}
