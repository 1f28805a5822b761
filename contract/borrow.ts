// Credit, products, applying and bills (PRODUCT.md section 8). Type-only.
import type { BorrowStatusCode, Centavos, Details, EpochMs } from './common';
import type { VoucherStatus } from './repay';

/** `GET /credit/creditInfo` answer. */
export interface CreditInfo {
  creditLimit: Centavos;
  availableLimit: Centavos;
  locked: boolean;
  /** What the next loan repaid in full adds to the limit (the lender's growth rule, CREDIT_GROWTH); 0 at the cap or with no limit. */
  nextGrowth: Centavos;
  /** The most a limit grows to (MAX_AMOUNT). */
  limitCap: Centavos;
}
/** One product of `GET /product/productList/V2/{id}` (`id` 1 = recommendations). */
export interface Product {
  productCode: string;
  productName: string;
  productIcon: string;
  /** The maximum amount. */
  productAmount: Centavos;
  minAmount: Centavos;
  /** Allowed terms in days. */
  terms: number[];
}
/** `GET /product/productList/V2/{id}` answer. */
export type ProductList = Product[];
/** `POST /product/quote` body. */
export interface QuoteRequest {
  productCode: string;
  amount: Centavos;
  /** Days. */
  term: number;
}
/** One charge of the disclosure; `upfront` charges are deducted from the proceeds. */
export interface Charge {
  name: string;
  amount: Centavos;
  upfront: boolean;
}
/** `POST /product/quote` answer: the disclosure statement (Truth in Lending Act). */
export interface Disclosure {
  amount: Centavos;
  charges: Charge[];
  /** amount - upfront charges. */
  netProceeds: Centavos;
  /** amount + charges not upfront. */
  totalRepayable: Centavos;
  /** A preview: today + term. */
  dueDate: EpochMs;
  monthlyInterestPct: number;
  monthlyEirPct: number;
  /**
   * The late fee a month on the unpaid principal, charged day by day after the due date (a month is 30 days).
   * Absent from statements accepted before it was added.
   */
  monthlyPenaltyPct?: number;
}
/**
 * The legal ceiling of the late fee, in % a month on the amount overdue (PRODUCT.md section 4): the
 * server refuses a product above it and holds every day's fee to it; the client names it when a
 * statement carries no rate of its own.
 */
export const PENALTY_MONTHLY_CAP_PCT = 5;
/** `POST /product/applyLoan` body; sent with an `Idempotency-Key` header, one per tap of Apply. */
export interface ApplyLoanRequest {
  productCode: string;
  amount: Centavos;
  term: number;
  agreementAccepted: true;
}
/** `POST /product/applyLoan/auto` body (repeats the last settled loan); also with `Idempotency-Key`. */
export type ApplyAutoRequest = Record<string, never>;
/** `POST /product/applyLoan` and `/auto` answer; the same key again answers the same bill. */
export interface ApplyLoanAnswer {
  borrowId: string;
  repayId: string;
  borrowStatus: 10;
  /** Only where the server decides by itself (development): the money is sent within this time. */
  autoDisburseWithinMs?: number;
}
/** What a bill owes at the server's business time, as its repay page says it. */
export interface OwedFigures {
  /** Before disbursement, the quoted total; after it, what is owed now, overdue fee included (the repay page's `repayable`). */
  repayable: Centavos;
  /** Whole Asia/Manila days after the due date (0 before disbursement and until the day after the due date). */
  overdueDays: number;
  /** The overdue fee still unpaid. */
  overdueFee: Centavos;
}
/** The open bill of `GET /borrow/borrowStatus`. */
export interface CurrentBill extends OwedFigures {
  borrowId: string;
  /** 50 as soon as the server clock passes the due date, before the overdue sweep writes it. */
  borrowStatus: BorrowStatusCode;
  overdue: boolean;
  repayId: string;
  /** Set at disbursement; null before. */
  dueDate: EpochMs | null;
  /** Whole Asia/Manila days until the due date by the server's clock (0 on it and after it); null before disbursement. */
  daysLeft: number | null;
}
/** `GET /borrow/borrowStatus` answer: the open bill, or `{}`. */
export type OpenBill = CurrentBill | Record<string, never>;
/** `GET /borrow/bill` query: 0 in progress, 1 completed. */
export interface BillQuery {
  borrowType: 0 | 1;
}
/** One bill of `GET /borrow/bill`. */
export interface Bill extends OwedFigures {
  borrowId: string;
  repayId: string;
  productName: string;
  amount: Centavos;
  term: number;
  /** 50 as soon as the server clock passes the due date, before the overdue sweep writes it. */
  borrowStatus: BorrowStatusCode;
  applyTime: EpochMs;
  /** Set at disbursement (disbursement day + term); null before. */
  dueDate: EpochMs | null;
  /** Money received for it so far (payments and extension fees, an overpayment to refund included). */
  paid: Centavos;
  /** When it was paid in full (business clock); only on a settled bill (30). */
  settledAt?: EpochMs;
  /** The disclosure statement accepted when applying (stays viewable under Orders); its due date is the bill's once disbursed. */
  disclosure: Disclosure;
  /** The latest proof of payment the borrower uploaded for this bill, if any. */
  voucher?: { status: VoucherStatus };
  /** Money received beyond what the bill owed: still to send back (`pending`), or sent. */
  refund?: BillRefund;
  /** The account the money was sent to; once disbursed (absent on loans paid out before it was kept). */
  payout?: Payout;
}
/** The refund of a bill's overpayments and where it goes. */
export interface BillRefund {
  amount: Centavos;
  status: 'pending' | 'sent';
  sentAt?: EpochMs;
  /** The account it goes to (number masked): the loan's payout account, else the one on record. */
  to?: { bankName: string; accountNo: string };
  /** It goes back the way it was paid (a gateway refunds the payment to the wallet or card); then no `to`. */
  toPayer?: true;
}
/** The account a loan was paid to, as recorded when the money left. */
export interface Payout {
  bankName: string;
  /** Masked: only the last 4 digits shown. */
  accountNo: string;
  accountName: string;
  sentAt: EpochMs;
}
/** `GET /borrow/bill` answer. */
export type BillList = Details<Bill>;
/** `POST /borrow/failBorrowHandler` body (after fixing the bank account). */
export interface RetryDisbursementRequest {
  borrowId: string;
}
/** `POST /borrow/failBorrowHandler` answer. */
export interface RetryDisbursementAnswer {
  borrowStatus: 20;
}
