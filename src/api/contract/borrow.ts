// Credit, products, applying and bills (PRODUCT.md section 8). Type-only.
import type { BorrowStatusCode, Centavos, Details, EpochMs } from './common';
import type { VoucherStatus } from './repay';

/** `GET /credit/creditInfo` answer. */
export interface CreditInfo {
  creditLimit: Centavos;
  availableLimit: Centavos;
  locked: boolean;
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
}
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
}
/** `GET /borrow/borrowStatus` answer: the open bill, or `{}`. */
export type OpenBill = { borrowId: string; borrowStatus: BorrowStatusCode; overdue: boolean } | Record<string, never>;
/** `GET /borrow/bill` query: 0 in progress, 1 completed. */
export interface BillQuery {
  borrowType: 0 | 1;
}
/** One bill of `GET /borrow/bill`. */
export interface Bill {
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
  /** Before disbursement, the quoted total; after it, what is owed now, overdue fee included (the repay page's `repayable`). */
  repayable: Centavos;
  /** The disclosure statement accepted when applying (stays viewable under Orders); its due date is the bill's once disbursed. */
  disclosure: Disclosure;
  /** The latest proof of payment the borrower uploaded for this bill, if any. */
  voucher?: { status: VoucherStatus };
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
