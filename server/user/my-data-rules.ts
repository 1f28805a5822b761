// What `GET /user/myData` holds: every table that keeps rows about a borrower has one rule here,
// either a section of the download or the reason it is left out. A table added without a rule fails
// test/server/user/my-data.test.ts, which walks the schema.
import type { MyDataSection } from '../../contract/user';
import type { Database } from '../db/schema';

/** How a table's rows belong to a borrower. */
export type Owner =
  /** `user_id` is the borrower (or `id`, for `app_user`). */
  | 'user'
  /** `bill_id` names one of the borrower's bills. */
  | 'bill'
  /** `reference` names one of the borrower's payment references. */
  | 'reference'
  /** `feedback_id` names one of the borrower's feedback. */
  | 'feedback'
  /** `phone` is the borrower's phone. */
  | 'phone';

/** One section of the download. */
export interface SectionRule {
  table: keyof Database;
  /** How its rows belong to the borrower; when not named, by `user_id`: their own rows. */
  owner?: Owner;
  /** Columns never shown: secrets, the names of kept files, request fingerprints. */
  omit?: readonly string[];
}

/** Where each section of the download comes from: the borrower's own rows, unless another owner is named. */
export const SECTION_RULES: Record<MyDataSection, SectionRule> = {
  profile: { table: 'app_user' },
  identity: { table: 'kyc_record' },
  identityPhotos: { table: 'kyc_image', omit: ['image_ref'] },
  livenessChecks: { table: 'liveness_tx' },
  personalInfo: { table: 'base_info' },
  contacts: { table: 'emergency_contact' },
  bankAccount: { table: 'bank_account' },
  accountChanges: { table: 'account_change' },
  payouts: { table: 'bill_payout', owner: 'bill' },
  creditLimit: { table: 'credit_limit' },
  coupons: { table: 'coupon' },
  loanReservation: { table: 'preorder' },
  loans: { table: 'bill', omit: ['idem_key', 'request_hash'] },
  loanEvents: { table: 'bill_event', owner: 'bill' },
  loanLedgers: { table: 'bill_ledger', owner: 'bill' },
  couponsApplied: { table: 'coupon_waiver', owner: 'bill' },
  paymentReferences: { table: 'repay_code', omit: ['idem_key', 'request_hash'] },
  payments: { table: 'pay_event', owner: 'reference' },
  refunds: { table: 'refund' },
  proofsOfPayment: { table: 'voucher', omit: ['file'] },
  feedback: { table: 'feedback' },
  feedbackImages: { table: 'feedback_image', owner: 'feedback', omit: ['file_ref'] },
  messages: { table: 'user_message' },
  reminders: { table: 'reminder' },
  surveyAnswers: { table: 'survey_answer' },
  devices: { table: 'device_info' },
  notificationSubscriptions: { table: 'push_subscription', omit: ['p256dh', 'auth'] },
  signInDevices: { table: 'sign_in_device', owner: 'phone' },
  trackingReports: { table: 'metric_info' },
  trackingEvents: { table: 'metric_event' },
  uploads: { table: 'upload_attempt' },
};

/** Tables about a borrower that the download leaves out, and why. */
export const LEFT_OUT: Partial<Record<keyof Database, string>> = {
  auth_token: 'sign-in tokens, kept only as hashes: a secret, useless to read',
  otp_code: 'one-time codes, kept only as salted hashes for a day',
  phone_check_code: 'phone-check codes, kept only as salted hashes',
  phone_check_guard: 'a count of wrong phone-check codes, a security lock',
  code_guard: 'a count of wrong sign-in codes per device and address, a security lock kept a day',
  code_failure: 'wrong sign-in codes per device and address, kept a day for the daily cap',
  partner_task: "a partner's one-time sign-in task, kept a day",
  batch_attempt: "the times of the app's start-up requests, kept briefly for a per-borrower limit",
  account_code: 'codes confirming a change of payout account, kept only as salted hashes',
  account_code_guard: 'a count of wrong account-change codes, a security lock',
  erasure: 'written only once the account is erased, when nobody can sign in to ask',
};
