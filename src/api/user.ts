// `/api/user/user/*` calls (spec section 7).
import { api, type CallOptions } from './client';
import type { DeviceInformationRequest, MarkReadRequest, MessageCenter, StatusAnswer } from '../../contract/user';

/** The user's status (`GET /user/status`). */
export function fetchStatus(opts?: CallOptions): Promise<StatusAnswer> {
  return api.get<StatusAnswer>('/user/status', opts);
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
