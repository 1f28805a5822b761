// The one-off tracking uploads of spec section 7: register (10), app start (20), login (30),
// apply (60) and loan (90); authentication (80) goes with the status (session/status.ts). Each is one quiet `POST /info/save`.
import type { UploadType } from '../../contract/metric';
import { saveInfo } from '../api/metric';
import { settings } from '../settings';
import { userInfo } from '../session/session';
import { isWithdrawn } from './consents';
import { flush, installQueueUploads } from './tracking-queue';

/** Upload types of spec section 7, by name. */
export const UPLOAD = { register: 10, appStart: 20, login: 30, apply: 60, loan: 90 } as const;

/** Sends one report of `uploadType` with `detail` and who and when, unless the borrower withdrew tracking; never throws, never shows anything. */
export async function report(uploadType: UploadType, dataType: string, detail: Record<string, unknown> = {}): Promise<void> {
  if (isWithdrawn('tracking')) return;
  const value = JSON.stringify({ userId: userInfo.value?.userId ?? null, time: Date.now(), ...detail });
  await saveInfo({ dataType, appId: settings.appId, value, uploadType }).catch(() => {});
}

/** App start (20), timed from the page's start: also starts the queue's uploads and sends entries left by an earlier visit. */
export async function reportAppStart(): Promise<void> {
  installQueueUploads();
  void flush();
  await report(UPLOAD.appStart, 'appStart', { path: location.hash.slice(1) || '/', time: Math.round(performance.timeOrigin) });
}

/** After a sign-in by code or partner: login (30), and register (10) first for a new borrower. */
export async function reportSignIn(newUser: boolean): Promise<void> {
  if (newUser) await report(UPLOAD.register, 'register');
  await report(UPLOAD.login, 'login');
}

/** The loan page calls this when the borrower applies for an offer (60); `repeat` for the last loan again. */
export function reportApply(detail: { productCode?: string; amount?: number; term?: number; repeat?: boolean }): Promise<void> {
  return report(UPLOAD.apply, 'apply', detail);
}

/** The loan pages call this when a loan changes hands (90): the server made the bill of an application. */
export function reportLoan(detail: { event: string; borrowId?: number | string; amount?: number }): Promise<void> {
  return report(UPLOAD.loan, 'loan', detail);
}
