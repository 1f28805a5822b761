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
  created_at: number;
}

/** A tracking event (`POST /api/metric/event/1/:type`). */
export interface MetricEventTable {
  id: Generated<number>;
  user_id: number | null;
  device_id: string | null;
  event_type: string;
  body: string;
  created_at: number;
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
}

/** A sign-in token, kept only as its SHA-256 hash. */
export interface AuthTokenTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  last_used_at: number;
  revoked_at: number | null;
}

/** A sent sign-in code, kept only as a salted hash. */
export interface OtpCodeTable {
  id: Generated<number>;
  phone: string;
  device_id: string;
  salt: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** Wrong-code count and lock of one phone. */
export interface LoginGuardTable {
  phone: string;
  failures: number;
  locked_until: number | null;
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
  kind: 'send' | 'check';
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

// Borrowing (issue 9).
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

/** The whole database as Kysely sees it. */
export interface Database {
  setting: SettingTable;
  dict_item: DictItemTable;
  metric_info: MetricInfoTable;
  metric_event: MetricEventTable;
  app_user: AppUserTable;
  auth_token: AuthTokenTable;
  otp_code: OtpCodeTable;
  login_guard: LoginGuardTable;
  partner_task: PartnerTaskTable;
  device_info: DeviceInfoTable;
  ip_attempt: IpAttemptTable;
  // Borrowing (issue 9).
  bill: BillTable;
  bill_event: BillEventTable;
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
// Borrowing (issue 9).
/** A bill as read. */
export type Bill = Selectable<BillTable>;
/** A bill to insert. */
export type NewBill = Insertable<BillTable>;
