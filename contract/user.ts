// `/api/user/user/*` (spec section 7): status, device report, push token, message centre. Type-only.
import type { BizStatusCode } from './common';

/** `GET /user/status` answer. */
export interface StatusAnswer {
  bizStatus: BizStatusCode;
}
/** `POST /user/deviceInformation` body (spec section 3, device info). */
export interface DeviceInformationRequest {
  deviceId: string;
  /** The same id, under the spec's field name. */
  uuid: string;
  /** android, ios, windows, macos, linux or other. */
  osType: string;
  /** Name and version, e.g. "Android 12". */
  operatingSystem: string;
  /** Physical pixels, e.g. 720x1480. */
  resolution: string;
  /** CSS pixels of the screen, e.g. 360x740. */
  screenSize: string;
  userAgent: string;
  /** Only when the borrower already granted location. */
  latitude?: number;
  longitude?: number;
  /** 1 when started from the home screen (installed), else 0. */
  launch: 0 | 1;
}
/** `POST /user/savePushToken` body (form-encoded). */
export interface SavePushTokenRequest {
  pushToken: string;
}
/** What a message tells of (PRODUCT.md section 9); `feedbackAnswer` also for support's and the operator's own messages. */
export type MessageKind =
  | 'approved'
  | 'rejected'
  | 'disbursed'
  | 'paymentReceived'
  | 'refund'
  | 'accountChanged'
  | 'voucher'
  | 'reminder'
  | 'feedbackAnswer';
/** One message-center entry (`POST /user/msg/center`), newest first, in the reader's language. */
export interface CenterMessage {
  id: number;
  kind: MessageKind;
  title: string;
  body: string;
  /** An app route the message leads to (the order, the repay page). */
  link?: string;
  createdAt: number;
  read: boolean;
}
/** `POST /user/msg/center` answer: the caller's messages and how many are unread. */
export interface MessageCenter {
  messages: CenterMessage[];
  unread: number;
}
/** `POST /user/msg/read` body (ours): the caller's messages to mark read; none listed = all. */
export interface MarkReadRequest {
  ids?: number[];
}

// The borrower's data rights (PRODUCT.md section 10).
/** The sections of `GET /user/myData`, in the order the readable page shows them. */
export const MY_DATA_SECTIONS = [
  'profile',
  'identity',
  'identityPhotos',
  'livenessChecks',
  'personalInfo',
  'contacts',
  'bankAccount',
  'accountChanges',
  'payouts',
  'creditLimit',
  'coupons',
  'loanReservation',
  'loans',
  'loanEvents',
  'loanLedgers',
  'couponsApplied',
  'paymentReferences',
  'payments',
  'refunds',
  'proofsOfPayment',
  'feedback',
  'feedbackImages',
  'messages',
  'reminders',
  'surveyAnswers',
  'devices',
  'notificationSubscriptions',
  'signInDevices',
  'trackingReports',
  'trackingEvents',
  'uploads',
] as const;
/** One section's name. */
export type MyDataSection = (typeof MY_DATA_SECTIONS)[number];
/** One stored row, its columns in camelCase; times are epoch milliseconds, money centavos. */
export type MyDataRow = Record<string, unknown>;
/** `GET /user/myData` answer: everything held about the caller. */
export interface MyData {
  /** When the document was made (business clock). */
  exportedAt: number;
  sections: Record<MyDataSection, MyDataRow[]>;
  /** What the server knows of the caller's choices (the browser's own permissions stay on the device). */
  consents: { reminderPush: boolean; reminderSms: boolean; notificationsSubscribed: boolean; locationShared: boolean };
}
/** `POST /user/erase` body: the code `GET /user/eraseCode` sent. */
export interface EraseRequest {
  code: string;
}
/** `GET /user/eraseCode` answer: seconds until the code expires and until another may be asked. */
export interface EraseCodeAnswer {
  expiresIn: number;
  resendIn: number;
}
/** `POST /user/erase` answer: when the loan records that the law requires us to keep will be erased too. */
export interface EraseAnswer {
  keepUntil: number;
}
/** `GET` / `POST /user/notifyPrefs`: which reminders the borrower wants (the hours are the law's). */
export interface NotifyPrefs {
  reminderPush: boolean;
  reminderSms: boolean;
}
