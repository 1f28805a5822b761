// Row types of every table, as the migrations create them. Times are epoch milliseconds.
import type { Generated, Insertable, Selectable } from 'kysely';

/** Key/value settings: service contacts, the development clock offset. */
export interface SettingTable {
  key: string;
  value: string;
}

/** One entry of a certification dictionary, with its label in each interface language. */
export interface DictItemTable {
  id: Generated<number>;
  dict_type: string;
  item_code: string;
  sort: number;
  label_en: string;
  label_es: string;
  label_id: string;
  label_vi: string;
  label_th: string;
  label_fil: string;
}

/** A tracking upload (`POST /api/metric/info/save`). */
export interface MetricInfoTable {
  id: Generated<number>;
  user_id: number | null;
  device_id: string | null;
  app_id: string | null;
  data_type: string | null;
  upload_type: number | null;
  value: string;
  /** The sender's network address (per-address limit). */
  ip: string | null;
  created_at: number;
}

/** A tracking event (`POST /api/metric/event/1/:type`). */
export interface MetricEventTable {
  id: Generated<number>;
  user_id: number | null;
  device_id: string | null;
  event_type: string;
  body: string;
  ip: string | null;
  created_at: number;
}

/** A borrower device's Web Push subscription (`POST /user/savePushToken`). */
export interface PushSubscriptionTable {
  endpoint: string;
  user_id: number;
  p256dh: string;
  auth: string;
  updated_at: number;
}

/** A borrower, created on first sign-in. */
export interface AppUserTable {
  id: Generated<number>;
  phone: string;
  /** PRODUCT.md section 3: 10 new ... 60 certified. */
  biz_status: number;
  /** 1 other, 2 iPhone; set by a partner sign-in. */
  register_client_type: number | null;
  /** The partner channel that registered the borrower (set once, at creation); null for a direct sign-up. */
  channel: string | null;
  created_at: number;
  last_login_at: number | null;
  /** 1 while the borrower wants reminders by push (`POST /user/notifyPrefs`). */
  reminder_push: Generated<number>;
  /** 1 while the borrower wants the due-day and first-overdue reminders by SMS when push cannot reach them. */
  reminder_sms: Generated<number>;
}

/** A sign-in token, kept only as its SHA-256 hash. */
export interface AuthTokenTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  last_used_at: number;
  revoked_at: number | null;
  /** The interface language of the device's last signed-in call (its Accept-Language): its pushes are written in it. */
  lang: string | null;
}

/** What every table of sent one-time codes keeps: the code only as a salted hash, the device, its times and its use. */
interface SentCodeColumns {
  id: Generated<number>;
  phone: string;
  device_id: string;
  salt: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A sent sign-in code. */
export interface OtpCodeTable extends SentCodeColumns {
  /** What the code is for: `sign-in`, or `erase` (deleting the account). */
  purpose: Generated<string>;
}

// Sign-in sources (migration 0030).
/** Wrong codes in a row and the lock of one source: a phone guessed from one device at one address. */
export interface CodeGuardTable {
  phone: string;
  device_id: string;
  ip: string;
  failures: number;
  locked_until: number | null;
  updated_at: number;
}

/** One wrong code for a phone (the phone's daily cap counts them). */
export interface CodeFailureTable {
  phone: string;
  device_id: string;
  ip: string;
  created_at: number;
}

/** A device that signed in with a phone by code: it may still sign in once the phone's daily cap is reached. */
export interface SignInDeviceTable {
  phone: string;
  device_id: string;
  last_at: number;
}

/** A one-time sign-in task a partner created server to server (its id is the open token). */
export interface PartnerTaskTable {
  task_hash: string;
  channel: string;
  phone: string;
  created_at: number;
  used_at: number | null;
}

/** One sign-in attempt from a network address: a code request or a failed check. */
export interface IpAttemptTable {
  ip: string;
  /** '' for rows older than migration 0030. */
  device_id: Generated<string>;
  kind: 'send' | 'check';
  created_at: number;
}

/** One multipart upload of a signed-in borrower (real time), for the per-borrower upload limit. */
export interface UploadAttemptTable {
  user_id: number;
  created_at: number;
}

/** One batch of a signed-in borrower (real time), for the per-borrower batch limit. */
/** The PayMongo Payment Intent of a payment reference. */
export interface PaymongoIntentTable {
  reference: string;
  intent_id: string;
  /** What the borrower pays with: the authorisation page (GCash, Maya) or the QR image (QR Ph). */
  pay_code: string;
  checkout_url: string | null;
  /** `open`, `failed` (a payment was refused; the borrower may try again), `cancelled` or `paid`. */
  status: string;
  created_at: number;
  /** The reference's expiry (real time). */
  expires_at: number;
}

export interface BatchAttemptTable {
  user_id: number;
  created_at: number;
}

/** The latest device report of one user on one device. */
export interface DeviceInfoTable {
  id: Generated<number>;
  user_id: number;
  device_id: string;
  operating_system: string | null;
  uuid: string | null;
  os_type: string | null;
  resolution: string | null;
  screen_size: string | null;
  user_agent: string | null;
  screen_width: number | null;
  screen_height: number | null;
  latitude: number | null;
  longitude: number | null;
  launch: number | null;
  updated_at: number;
}

/** A sent phone-check code (certification step 10 -> 20). */
export interface PhoneCheckCodeTable extends SentCodeColumns {
  user_id: number;
  /** `l` by SMS, `f` by a call. */
  mode: string;
}

/** Wrong phone-check codes of one borrower and their lock (apart from the sign-in guard). */
export interface PhoneCheckGuardTable {
  user_id: number;
  failures: number;
  locked_until: number | null;
}

/** An uploaded identity image; the file lives under DATA_DIR and is never served. */
export interface KycImageTable {
  /** Random id (the `imageId` answered to the owner). */
  id: string;
  user_id: number;
  kind: 'front' | 'back' | 'face';
  /** Dictionary `id_type` key, for ID sides. */
  document_type: string | null;
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  /** The KYC provider's reference of the kept file. */
  image_ref: string;
  /** JSON of what the KYC provider read (`{fullName?, idNumber?, birthday?}`), or null. */
  ocr_fields: string | null;
  created_at: number;
}

/** A liveness check: started, then finished with one face image. */
export interface LivenessTxTable {
  id: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  image_id: string | null;
  /** 1 passed, 0 failed, null while open. */
  passed: number | null;
  finished_at: number | null;
}

/** The confirmed identity of a borrower (saveKyc). */
export interface KycRecordTable {
  user_id: number;
  document_type: string;
  id_number: string;
  full_name: string;
  /** DD/MM/YYYY. */
  birthday: string;
  front_image_id: string;
  back_image_id: string;
  face_image_id: string;
  saved_at: number;
}

/** Personal information (certification step two), dictionary keys for the select fields. */
export interface BaseInfoTable {
  user_id: number;
  gender: string;
  birthday: string;
  email: string;
  education: string;
  marital_status: string;
  children_count: number;
  work_status: string;
  industry: string;
  income: string;
  salary_type: string;
  payday: number;
  company_name: string;
  company_address: string;
  updated_at: number;
}

/** One of a borrower's two emergency contacts (position 1 or 2). */
export interface EmergencyContactTable {
  user_id: number;
  position: number;
  relationship: string;
  name: string;
  phone: string;
  updated_at: number;
}

/** The borrower's disbursement account (bank or e-wallet). */
export interface BankAccountTable {
  user_id: number;
  bank_code: string;
  account_no: string;
  account_name: string;
  created_at: number;
  updated_at: number;
}

/** The credit limit granted at certification, in centavos. */
export interface CreditLimitTable {
  user_id: number;
  credit_limit: number;
  /** Which decision granted it (for audit when the rule changes). */
  rule: string;
  granted_at: number;
}

/** A borrower's coupon; amounts in centavos, times by the business clock. */
export interface CouponTable {
  id: Generated<number>;
  user_id: number;
  /** Why it exists: `certification` (once per borrower), ... */
  kind: string;
  amount: number;
  created_at: number;
  expire_time: number;
  used_at: number | null;
}

// Borrowing.
/** A bill (loan); money in centavos, times by the business clock. */
export interface BillTable {
  id: Generated<number>;
  user_id: number;
  /** Random public reference of the repayment (`repayId`). */
  repay_id: string;
  product_code: string;
  product_name: string;
  amount: number;
  /** Days. */
  term: number;
  /** `borrowStatus` (borrow/bill-states.ts). */
  status: number;
  /** JSON of the disclosure statement the borrower accepted. */
  disclosure: string;
  net_proceeds: number;
  total_repayable: number;
  /** Repaid so far. */
  paid: Generated<number>;
  /** The `Idempotency-Key` of the application and a hash of its body. */
  idem_key: string;
  request_hash: string;
  apply_time: number;
  /** When the status last changed (the development policy waits from here). */
  status_at: number;
  disbursed_at: number | null;
  /** Set at disbursement: disbursement day + term. */
  due_date: number | null;
  /** When the bill was settled or rejected. */
  closed_at: number | null;
}

/** One change of a bill's status, and who made it (`borrower`, `policy`, `ops`, `pay`). */
export interface BillEventTable {
  id: Generated<number>;
  bill_id: number;
  from_status: number | null;
  to_status: number;
  event: string;
  actor: string;
  at: number;
}

/** A loan-guide reservation (one per borrower) and the coupon it gave. */
export interface PreorderTable {
  user_id: number;
  apply_total_amount: number;
  /** JSON list of the product codes chosen. */
  products: string;
  coupon_id: number;
  created_at: number;
}

// Repayment (migration 0060).
/** A disbursed bill's ledger: charged and paid, part by part, in centavos (server/repay/ledger.ts). */
export interface BillLedgerTable {
  bill_id: number;
  principal: number;
  interest: Generated<number>;
  service_fee: Generated<number>;
  extension_fees: Generated<number>;
  penalty: Generated<number>;
  penalty_days: Generated<number>;
  principal_paid: Generated<number>;
  interest_paid: Generated<number>;
  penalty_paid: Generated<number>;
  waived: Generated<number>;
  overpaid: Generated<number>;
  /** 1 once a payment did not match its reference (operator attention: `ops bills`). */
  flagged: Generated<number>;
  updated_at: number;
}

/** A payment reference (`POST /repay/code`): for one payment. */
export interface RepayCodeTable {
  reference: string;
  user_id: number;
  bill_id: number;
  kind: 'repay' | 'extend';
  amount: number;
  channel: string;
  coupon_id: number | null;
  /** The extension fee quoted (extend only). */
  extension_fee: Generated<number>;
  /** What the gateway gave the borrower to pay with. */
  pay_code: string;
  /** The gateway's checkout page, if it gave one (migration 0110). */
  checkout_url: string | null;
  /** The receiving bank of a transfer, if the gateway named one (migration 0110). */
  bank_name: string | null;
  account_name: string | null;
  account_no: string | null;
  idem_key: string;
  request_hash: string;
  created_at: number;
  expires_at: number;
  paid_at: number | null;
}

/** One payment callback event, kept once by its `eventId`. */
export interface PayEventTable {
  event_id: string;
  reference: string;
  amount: number;
  paid_at: number;
  received_at: number;
  applied: Generated<number>;
  overpaid: Generated<number>;
  flagged: Generated<number>;
  /** `callback`, `ops` or `paymongo` (its payment id is then the event id). */
  source: string;
  /** The bill its money went to; null while it is unmatched money. */
  bill_id: number | null;
  /** What it was applied as (`repay` or `extend`); null when nothing of it was applied. */
  kind: 'repay' | 'extend' | null;
  /** Kept as unmatched money (a reference nobody made) until `ops match`: applied + overpaid + unmatched = amount. */
  unmatched: Generated<number>;
  /** What the bill still owed right after it. */
  owed_after: number | null;
  /** When an operator matched it to a bill. */
  matched_at: number | null;
}

/** Money received beyond what a bill owed, one per overpaying event: pending until `ops refund` records it sent. */
export interface RefundTable {
  id: Generated<number>;
  bill_id: number;
  user_id: number;
  event_id: string;
  amount: number;
  status: 'pending' | 'sent';
  created_at: number;
  sent_at: number | null;
  /** The pay provider's id of the refund, when it made one. */
  provider_ref: string | null;
  /** When a run began asking the pay provider for it; another run waits until the claim is stale. */
  sending_since: number | null;
}

/** A coupon taken off a bill. */
export interface CouponWaiverTable {
  coupon_id: number;
  bill_id: number;
  amount: number;
  at: number;
}

// Proofs of payment (migration 0070).
/** A proof of payment the borrower uploaded; the photo is a file under DATA_DIR/vouchers, never served. */
export interface VoucherTable {
  /** The `voucherId` (`ops voucher accept|reject <voucherId>`). */
  id: Generated<number>;
  user_id: number;
  bill_id: number;
  /** One of the bill's payment references, when the borrower named one. */
  reference: string | null;
  status: 'review' | 'accepted' | 'rejected';
  /** The file's name under DATA_DIR/vouchers. */
  file: string;
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  created_at: number;
  decided_at: number | null;
}

// Support (migration 0080): feedback, message center, survey.
/** A borrower's feedback; `state` 0 received, 1 in progress, 2 answered. */
export interface FeedbackTable {
  id: Generated<number>;
  reference_no: string;
  user_id: number;
  type: string;
  content: string;
  state: number;
  reply: string | null;
  created_at: number;
  updated_at: number;
}

/** One image of a feedback, kept under DATA_DIR/feedback. */
export interface FeedbackImageTable {
  id: Generated<number>;
  feedback_id: number;
  file_ref: string;
  format: string;
  width: number;
  height: number;
  bytes: number;
}

/** A message-center entry for one borrower. */
export interface UserMessageTable {
  id: Generated<number>;
  user_id: number;
  /** Set on support's answer to a feedback. */
  feedback_id: number | null;
  /** English title and text as written (a notice is rendered again in the reader's language). */
  title: string;
  body: string;
  created_at: number;
  read_at: number | null;
  /** What it tells of (contract MessageKind); null for support's and the operator's own messages. */
  kind: string | null;
  /** A notice's raw values as JSON (centavos, epoch ms, masked accounts), rendered at read time. */
  params: string | null;
  /** An app route the message leads to. */
  link: string | null;
  /** The notice's event key, unique per borrower: a repeat of the event adds nothing. */
  event_key: string | null;
  /** Push delivery: null waiting, `sending` claimed by one process, `sent`, `failed`, or `none` (never pushed). */
  push_state: string | null;
}

/** One answer of the satisfaction survey. */
export interface SurveyAnswerTable {
  id: Generated<number>;
  user_id: number;
  score: number;
  easy: number | null;
  comment: string | null;
  created_at: number;
}

// The payout account on record (migration 0130).
/** The account a bill is paid to: fixed at approval, `sent_at` stamped at disbursement. */
export interface BillPayoutTable {
  bill_id: number;
  bank_code: string;
  /** The bank's name when the account was fixed; null where the migration fixed it. */
  bank_name: string | null;
  account_no: string;
  account_name: string;
  fixed_at: number;
  sent_at: number | null;
}

/** A code sent to confirm a change of the payout account (`GET /account/changeCode`). */
export interface AccountCodeTable extends SentCodeColumns {
  user_id: number;
}

/** The wrong-code lock of a borrower's account-change codes. */
export interface AccountCodeGuardTable {
  user_id: number;
  failures: number;
  locked_until: number | null;
}

/** A change of payout account to a number another borrower uses, held for the operator. */
export interface AccountChangeTable {
  id: Generated<number>;
  user_id: number;
  bank_code: string;
  account_no: string;
  account_name: string;
  status: 'held' | 'released' | 'refused' | 'withdrawn';
  created_at: number;
  decided_at: number | null;
}

/** An erased account: its personal data is gone; its loan records stay until `keep_until`. */
export interface ErasureTable {
  user_id: number;
  erased_at: number;
  keep_until: number;
  /** SHA-256 of the ID number the borrower certified with, or null without one. */
  id_number_hash: string | null;
}

/** A payment reminder sent for one bill on one Manila day (its slot): once, whatever the processes. */
export interface ReminderTable {
  bill_id: number;
  /** The Manila calendar day of the slot (days since 1970-01-01 in Manila). */
  slot_day: number;
  user_id: number;
  /** Days after the due date's day (negative before it). */
  offset_days: number;
  /** What the bill owed when the reminder went, in centavos. */
  amount: number;
  sent_at: number;
  /** `none` (no SMS for this one), `waiting`, `sending` (claimed by one process), `sent` or `failed`. */
  sms_state: string;
}

/** The whole database as Kysely sees it. */
export interface Database {
  setting: SettingTable;
  dict_item: DictItemTable;
  metric_info: MetricInfoTable;
  metric_event: MetricEventTable;
  push_subscription: PushSubscriptionTable;
  app_user: AppUserTable;
  auth_token: AuthTokenTable;
  otp_code: OtpCodeTable;
  code_guard: CodeGuardTable;
  code_failure: CodeFailureTable;
  sign_in_device: SignInDeviceTable;
  partner_task: PartnerTaskTable;
  device_info: DeviceInfoTable;
  ip_attempt: IpAttemptTable;
  upload_attempt: UploadAttemptTable;
  batch_attempt: BatchAttemptTable;
  paymongo_intent: PaymongoIntentTable;
  phone_check_code: PhoneCheckCodeTable;
  phone_check_guard: PhoneCheckGuardTable;
  kyc_image: KycImageTable;
  liveness_tx: LivenessTxTable;
  kyc_record: KycRecordTable;
  base_info: BaseInfoTable;
  emergency_contact: EmergencyContactTable;
  bank_account: BankAccountTable;
  credit_limit: CreditLimitTable;
  coupon: CouponTable;
  // Borrowing.
  bill: BillTable;
  bill_event: BillEventTable;
  preorder: PreorderTable;
  // Repayment.
  bill_ledger: BillLedgerTable;
  repay_code: RepayCodeTable;
  pay_event: PayEventTable;
  coupon_waiver: CouponWaiverTable;
  refund: RefundTable;
  // Proofs of payment.
  voucher: VoucherTable;
  // Support.
  feedback: FeedbackTable;
  feedback_image: FeedbackImageTable;
  user_message: UserMessageTable;
  survey_answer: SurveyAnswerTable;
  // The payout account on record.
  bill_payout: BillPayoutTable;
  account_code: AccountCodeTable;
  account_code_guard: AccountCodeGuardTable;
  account_change: AccountChangeTable;
  // Data rights.
  erasure: ErasureTable;
  reminder: ReminderTable;
}

/** A dictionary row as read. */
export type DictItem = Selectable<DictItemTable>;
/** A tracking upload to insert. */
export type NewMetricInfo = Insertable<MetricInfoTable>;
/** A tracking event to insert. */
export type NewMetricEvent = Insertable<MetricEventTable>;
/** A borrower as read. */
export type AppUser = Selectable<AppUserTable>;
/** A sent code as read. */
export type OtpCode = Selectable<OtpCodeTable>;
/** A device report to store. */
export type NewDeviceInfo = Insertable<DeviceInfoTable>;
/** A stored identity image as read. */
export type KycImage = Selectable<KycImageTable>;
/** A liveness check as read. */
export type LivenessTx = Selectable<LivenessTxTable>;
/** A confirmed identity as read. */
export type KycRecord = Selectable<KycRecordTable>;
/** Personal information as read. */
export type BaseInfo = Selectable<BaseInfoTable>;
/** A bank account as read. */
export type BankAccount = Selectable<BankAccountTable>;
/** A coupon as read. */
export type Coupon = Selectable<CouponTable>;
/** A sent phone-check code as read. */
export type PhoneCheckCode = Selectable<PhoneCheckCodeTable>;
// Borrowing.
/** A bill as read. */
export type Bill = Selectable<BillTable>;
/** A bill to insert. */
export type NewBill = Insertable<BillTable>;
/** A bill's ledger as read. */
export type BillLedger = Selectable<BillLedgerTable>;
/** A payment reference as read. */
export type RepayCodeRow = Selectable<RepayCodeTable>;
/** A payment event as read. */
export type PayEventRow = Selectable<PayEventTable>;
/** A refund as read. */
export type RefundRow = Selectable<RefundTable>;
/** A bill's payout account as read. */
export type BillPayout = Selectable<BillPayoutTable>;
/** A sent account-change code as read. */
export type AccountCode = Selectable<AccountCodeTable>;
/** A held account change as read. */
export type AccountChange = Selectable<AccountChangeTable>;
/** A proof of payment as read. */
export type Voucher = Selectable<VoucherTable>;
