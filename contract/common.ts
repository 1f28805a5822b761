// Wire types and status numbers shared by every area (PRODUCT.md sections 2, 3, 4 and 8): a renamed
// field or status fails both type checks. The status numbers are enums, so the client build inlines them.

/** Money on the wire: an integer number of centavos (`500000` is ₱5,000.00); never pesos, never a float. */
export type Centavos = number & { readonly __unit?: 'centavos' };
/** A moment as epoch milliseconds. */
export type EpochMs = number;
/** A birth date as written on forms: `DD/MM/YYYY`. */
export type BirthDate = string;
/** The key of a dictionary entry (`GET /dict/getByType/{type}`), e.g. an `id_type` or `income_range` key. */
export type DictKey = string;

/** User `bizStatus` values (PRODUCT.md section 3): the certification step a borrower has reached. */
export enum BizStatus {
  /** Signed up; the phone check comes next (10 or lower). */
  New = 10,
  /** Phone checked; identity (ID and face) comes next. */
  Identity = 20,
  /** Identity saved; personal information comes next. */
  PersonalInfo = 30,
  /** Personal information saved; emergency contacts come next. */
  Contacts = 40,
  /** Contacts saved; the bank account comes next. */
  BankAccount = 50,
  /** Bank account saved: certified, may borrow. */
  Certified = 60,
}

/** Bill `borrowStatus` values (PRODUCT.md section 3): 10, 20, 40, 50, 70 in progress; 30, 60 completed. */
export enum BorrowStatus {
  /** Under review. */
  Review = 10,
  /** Approved, awaiting disbursement. */
  Approved = 20,
  /** Settled (completed). */
  Settled = 30,
  /** Disbursed, being repaid. */
  Repaying = 40,
  /** Past its due date, not settled. */
  Overdue = 50,
  /** Rejected (completed). */
  Rejected = 60,
  /** Disbursement failed (bad bank account): the borrower fixes it and the server retries. */
  Failed = 70,
}

/** User `bizStatus` on the wire: a `BizStatus` number ("10 or lower" counts as new). */
export type BizStatusCode = number;
/** Bill `borrowStatus` on the wire. */
export type BorrowStatusCode = BorrowStatus;

/** The answer of every call that moves the status: the new `bizStatus`. */
export interface StatusMoved<S extends BizStatusCode = BizStatusCode> {
  bizStatus: S;
}

/** The envelope's plain form (PRODUCT.md section 2): business code, data, message. */
export interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

/** A list answer: the items under `details`. */
export interface Details<T> {
  details: T[];
}
