import { saveInfo } from '../api/metric';
import { settings } from '../settings';
import { userInfo } from '../session/session';

/** Spec section 7: tracking upload type of the authentication report. */
export const UPLOAD_TYPE_AUTH = 80 as const;

/** Sends the authentication report (spec section 4: status above 10 and below 60); never throws. */
export async function sendAuthReport(status: number): Promise<void> {
  const value = JSON.stringify({ userId: userInfo.value?.userId ?? null, bizStatus: status, time: Date.now() });
  await saveInfo({ dataType: 'auth', appId: settings.appId, value, uploadType: UPLOAD_TYPE_AUTH }).catch(() => {});
}
