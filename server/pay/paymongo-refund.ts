// Sends money back through PayMongo's Refunds API (`POST /v1/refunds`): part or all of one payment,
// by its payment id (`pay_…`, the event id PayMongo's payments are recorded under). PayMongo answers
// the refund `pending` and settles it to the payer's wallet or bank.
import type { PaymongoConfig } from '../config-pay';
import { paymongoApi } from './paymongo-api';

/** PayMongo's answer, kept with the refund. */
export interface PaymongoRefund {
  id: string;
  status: string;
}

/** Refunds `amount` centavos of PayMongo payment `paymentId`; rejects with PayMongo's error when refused. */
export async function paymongoRefund(
  c: PaymongoConfig,
  paymentId: string,
  amount: number,
  note: string,
  fetchFn: typeof fetch = fetch,
): Promise<PaymongoRefund> {
  if (!/^pay_[A-Za-z0-9]+$/.test(paymentId)) throw new Error(`${paymentId} is not a PayMongo payment`);
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error('a refund is a positive whole number of centavos');
  const r = await paymongoApi(c, fetchFn)('POST', 'refunds', {
    amount,
    payment_id: paymentId,
    reason: 'others',
    notes: note.slice(0, 255),
  });
  return { id: r.id, status: typeof r.attributes.status === 'string' ? r.attributes.status : 'pending' };
}
