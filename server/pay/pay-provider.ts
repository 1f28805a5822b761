// The payment gateway, behind one interface like the SMS provider: it turns a repayment reference
// into what the borrower pays with. Money arrives later by the gateway's signed callback
// (`POST /api/pay/callback`, PAY_SECRET, PRODUCT.md section 5), which is ours and not the provider's.
import type { PayBank } from '../../contract/repay';
import { postJson, type Webhook } from '../http/webhook';
import { qrPhPayload, virtualAccount } from './dev-sample';

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

/**
 * How to pay: a code to show or type (always; for `qrph` the QR Ph payload to draw, for `va` the
 * account number), a checkout page when the channel has one, the receiving bank for a transfer.
 */
export interface PayInstructions {
  payCode: string;
  checkoutUrl: string | null;
  bank: PayBank | null;
}

/**
 * Registers payments with the gateway; rejects when it could not. It may be asked again for the same
 * reference (after a time-out, a crash, or by another server process): it answers the same payment.
 */
export interface PayProvider {
  createPayment(order: PaymentOrder): Promise<PayInstructions>;
  /** The channels this gateway takes; absent, all of them. */
  channels?: readonly PayChannel[];
  /**
   * Sends money back for a payment it took, where the gateway supports refunds; answers its id of the
   * refund. Asked again with the same `refundId` it answers the same refund.
   */
  refund?(order: RefundOrder): Promise<{ providerRef: string }>;
}

/** Money to send back: the overpaid part of one payment event. */
export interface RefundOrder {
  refundId: string;
  /** The gateway's event id and our reference of the payment being refunded. */
  eventId: string;
  reference: string;
  /** Centavos. */
  amount: number;
}

/**
 * Development only: registers nothing and charges nothing. The pay code is the reference itself,
 * except a sample QR Ph payload for `qrph` and a sample virtual account for `va` (`dev-sample.ts`),
 * so every code page looks as it would with a gateway. Record the payment with
 * `npm run ops -- pay <reference> <amount>`, which takes the same path as a signed callback.
 * Production never runs it.
 */
export function devPay(): PayProvider {
  return {
    async createPayment(order) {
      if (order.channel === 'qrph') return { payCode: qrPhPayload(order.reference, order.amount), checkoutUrl: null, bank: null };
      if (order.channel === 'va') {
        const bank = virtualAccount(order.reference);
        return { payCode: bank.accountNo, checkoutUrl: null, bank };
      }
      return { payCode: order.reference, checkoutUrl: null, bank: null };
    },
    // Nothing is sent: the refund is only recorded, as the development pay code only names the reference.
    async refund(order) {
      return { providerRef: `dev-refund-${order.refundId}` };
    },
  };
}

const words = (v: unknown, max: number) => (typeof v === 'string' && v.trim() && v.length <= max ? v.trim() : null);

/** The adapter's `bank`, when it is three non-empty strings (and a `va` account is digits, spaces and dashes dropped). */
function bankOf(v: unknown, channel: PayChannel): PayBank | null {
  if (typeof v !== 'object' || v === null) return null;
  const b = v as Record<string, unknown>;
  const bankName = words(b.bankName, 100);
  const accountName = words(b.accountName, 100);
  const raw = words(b.accountNo, 40);
  const accountNo = raw && channel === 'va' ? raw.replace(/[\s-]/g, '') : raw;
  if (!bankName || !accountName || !accountNo) return null;
  if (channel === 'va' && !/^\d+$/.test(accountNo)) throw new Error('the payment gateway answered a virtual account that is not digits');
  return { bankName, accountName, accountNo };
}

/** The adapter's checkout page when it is an https address (the app opens it), else none. */
function checkoutOf(v: unknown): string | null {
  const url = words(v, 2000);
  return url && /^https:\/\/[^\s]+$/.test(url) && URL.canParse(url) ? url : null;
}

/**
 * Production slot: POSTs the order `{reference, amount, channel, expiresAt}` to PAY_WEBHOOK_URL, the
 * lender's adapter in front of its gateway, which answers `{payCode, checkoutUrl?, bank?}`
 * (docs/money.md); they are passed on to the borrower as they came.
 */
export function webhookPay(hook: Webhook, fetchFn: typeof fetch = fetch): PayProvider {
  return {
    async createPayment(order) {
      const answer = await postJson(hook, order, fetchFn);
      const payCode = words(answer.payCode, 2000);
      if (!payCode) throw new Error('the payment gateway answered no payCode');
      return { payCode, checkoutUrl: checkoutOf(answer.checkoutUrl), bank: bankOf(answer.bank, order.channel) };
    },
  };
}
