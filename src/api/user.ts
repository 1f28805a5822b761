// `/api/user/user/*` calls (spec section 7).
import { api, type CallOptions } from './client';
import { UserPath } from './paths';
import type {
  DeviceInformationRequest,
  EraseAnswer,
  EraseCodeAnswer,
  MarkReadRequest,
  MessageCenter,
  MyData,
  NotifyPrefs,
  StatusAnswer,
} from '../../contract/user';

/** The user's status (`GET /user/status`). */
export function fetchStatus(opts?: CallOptions): Promise<StatusAnswer> {
  return api.get<StatusAnswer>(UserPath.Status, opts);
}

/** The device report after sign-in (`POST /user/deviceInformation`); quiet: the borrower did not ask for it. */
export function sendDeviceInformation(info: DeviceInformationRequest, opts?: CallOptions): Promise<null> {
  return api.post<null>('/user/deviceInformation', info, { quiet: true, readOnly: true, ...opts });
}

/** The caller's messages, newest first, and how many are unread (`POST /user/msg/center`). */
export function fetchMessageCenter(opts?: CallOptions): Promise<MessageCenter> {
  return api.post<MessageCenter>('/user/msg/center', {}, { readOnly: true, ...opts });
}

/** Marks the caller's messages read (`POST /user/msg/read`, ours); `ids` omitted: all of them. */
export function markMessagesRead(body: MarkReadRequest, opts?: CallOptions): Promise<null> {
  return api.post<null>('/user/msg/read', body, opts);
}

/** Everything held about the caller, as one document (`GET /user/myData`). */
export function fetchMyData(opts?: CallOptions): Promise<MyData> {
  return api.get<MyData>('/user/myData', opts);
}

/** Sends the code that confirms erasing the account (`GET /user/eraseCode`); refused while a loan is open or a refund pending. */
export function requestEraseCode(opts?: CallOptions): Promise<EraseCodeAnswer> {
  return api.get<EraseCodeAnswer>('/user/eraseCode', opts);
}

/** Erases the account with that code (`POST /user/erase`); answers until when the loan records are kept. */
export function eraseAccount(code: string, opts?: CallOptions): Promise<EraseAnswer> {
  return api.post<EraseAnswer>('/user/erase', { code }, opts);
}

/** Which reminders the borrower wants (`GET /user/notifyPrefs`). */
export function fetchNotifyPrefs(opts?: CallOptions): Promise<NotifyPrefs> {
  return api.get<NotifyPrefs>('/user/notifyPrefs', opts);
}

/** Stores which reminders the borrower wants (`POST /user/notifyPrefs`). */
export function saveNotifyPrefs(prefs: NotifyPrefs, opts?: CallOptions): Promise<NotifyPrefs> {
  return api.post<NotifyPrefs>('/user/notifyPrefs', prefs, opts);
}
