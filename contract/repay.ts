// Repayment and extension (PRODUCT.md section 8). Type-only.
import type { Centavos, Details, EpochMs } from './common';

/** `GET /repay/detail/{repayId}` answer: the 11 loan-detail figures of spec section 3. */
export interface RepayDetail {
  loanAmount: Centavos;
  dueDate: EpochMs;
  productName: string;
  /** Whole Asia/Manila days after the due date. */
  overdueDays: number;
  overdueFee: Centavos;
  /** The due date an extension paid now would give. */
  extendedDueDate: EpochMs;
  waived: Centavos;
  coupon: Centavos;
  extensionFee: Centavos;
  serviceFee: Centavos;
  repayable: Centavos;
  /** Added to the eleven: something is owed and the due date, still ahead, is a weekend or a Philippine public holiday. */
  payEarly: boolean;
}
/** How the borrower pays. */
export type PayChannel = 'gcash' | 'maya' | 'qrph' | 'seven_eleven' | 'va' | 'otc';
/** `POST /repay/code` body; sent with an `Idempotency-Key` header. */
export interface RepayCodeRequest {
  repayId: string;
  kind: 'repay' | 'extend';
  /** repay: 1 centavo up to `repayable`; extend: `extensionFee` plus any overdue fee so far. */
  amount: Centavos;
  channel: PayChannel;
  couponId?: string;
}
/**
 * Where a reference stands: `open` to pay, `paid` in full, `part` (less than its amount), `expired`,
 * `replaced` by a newer code for the same bill, or `settled` (the bill needs nothing more).
 */
export type CodeState = 'open' | 'paid' | 'part' | 'expired' | 'replaced' | 'settled';
/** The account a bank transfer goes to (`va`: the account number is digits only). */
export interface PayBank {
  bankName: string;
  accountName: string;
  accountNo: string;
}
/** `POST /repay/code` and the public `GET /repay/code/{reference}` answer: one payment (PRODUCT.md section 9). */
export interface RepayCode {
  reference: string;
  /** What the borrower pays with: the gateway's code (a QR Ph payload for `qrph`), or the reference where it gives none. */
  payCode: string;
  /** A page the app may open to pay (GCash, Maya); only while the code is open. */
  checkoutUrl?: string;
  /** Where a bank transfer goes; only while the code is open. */
  bank?: PayBank;
  amount: Centavos;
  kind: 'repay' | 'extend';
  channel: PayChannel;
  expiresAt: EpochMs;
  state: CodeState;
  /** Everything received for this reference so far. */
  paidAmount: Centavos;
  /** When the latest payment for it was made. */
  paidAt?: EpochMs;
}
/** `POST /api/pay/callback` body (gateway to server, plain JSON, signed with `Pay-Signature`). */
export interface PayCallback {
  eventId: string;
  reference: string;
  amount: Centavos;
  paidAt: EpochMs;
}
/** `POST /api/pay/callback` answer (never enveloped). */
export interface PayCallbackAnswer {
  ok: true;
  duplicate?: true;
  flagged?: true;
}
/** Where a proof of payment stands: waiting for an operator, accepted or rejected. */
export type VoucherStatus = 'review' | 'accepted' | 'rejected';
/** `POST /repay/voucher` text fields, sent as multipart beside the `file` (not enveloped). */
export interface VoucherFields {
  repayId: string;
  /** One of that bill's payment references, when the borrower knows which payment it proves. */
  reference?: string;
}
/** `POST /repay/voucher` answer. */
export interface VoucherAnswer {
  voucherId: string;
  status: 'review';
}
/** What a payment was applied as: a repayment, or an extension (a late extension that no longer covered it is a repayment). */
export type PaymentKind = 'repay' | 'extend';
/** What a payment and its receipt both say: which payment, when, how much, how and to which reference, and what it paid. */
interface PaidMoney {
  paymentId: string;
  paidAt: EpochMs;
  amount: Centavos;
  /** Null for money an operator matched to the bill (paid to a reference nobody made). */
  channel: PayChannel | null;
  reference: string;
  kind: PaymentKind;
}
/** A receipt of one payment, safe to share: nothing about the borrower, only the money and how it was paid. */
export interface Receipt extends PaidMoney {
  /** What went to the loan. */
  applied: Centavos;
  /** What was beyond what the bill owed: sent back. */
  refund: Centavos;
  /** What the bill still owed right after it. */
  owedAfter: Centavos;
}
/** One payment received for a bill, with its receipt. */
export interface Payment extends PaidMoney {
  receipt: Receipt;
}
/** `GET /repay/payments/{repayId}` answer: the payments received, newest first; `paid` their sum, `owed` what is still owed now. */
export interface PaymentList extends Details<Payment> {
  paid: Centavos;
  owed: Centavos;
}
