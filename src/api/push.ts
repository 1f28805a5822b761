// Web Push calls: the server's public VAPID key and this device's subscription.
import { api, type CallOptions } from './client';
import type { SavePushTokenRequest } from '../../contract/user';

/** `GET /public/vapidPublicKey`: the key to subscribe with; null where the server sends no push. */
export async function fetchPushKey(opts?: CallOptions): Promise<string | null> {
  return (await api.get<{ publicKey: string | null }>('/public/vapidPublicKey', opts)).publicKey;
}

/** `POST /user/savePushToken`, form-encoded `pushToken` = the subscription's JSON (spec section 7). */
export function savePushToken(body: SavePushTokenRequest, opts?: CallOptions): Promise<null> {
  return api.upload<null>('/user/savePushToken', new URLSearchParams({ pushToken: body.pushToken }), opts);
}
