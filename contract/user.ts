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
