import { keep } from '../api/kept';
import { saveInfo } from '../api/metric';
import { fetchMessageCenter, fetchStatus } from '../api/user';
import { settings } from '../settings';
import { isCertified, needsAuthReport } from './certification';
import { followSignOuts } from './cross-tab';
import { statusLoading, unreadMessages, userInfo, userStatus } from './session';
import { startRoute } from './start-route';
import { statusCodeArrived } from './status-code';
import { whenIdle } from './when-idle';

let inFlight: Promise<number> | null = null;
const status = keep('status', (signal) => fetchStatus({ signal }));

/**
 * Asks the server for the user's bizStatus (GET /user/status) and stores it. Callers at the same
 * moment (app start and a sign-in) share one request, so the tab bar stays hidden until it answers.
 * A certified status this borrower's last page kept stands meanwhile: their pages show their kept
 * answers at once after a reload. (Certification only moves forward; anything else waits for the answer.)
 */
export function refreshStatus(): Promise<number> {
  followSignOuts();
  // A signed-in borrower's taps start their pages from now: a chunk of its own, which certification's pages
  // (their budget counts what they import) never wait for, asked for once the page shows.
  whenIdle(() => void import('./tap-start').then((m) => m.installTapStart()));
  if (inFlight) return inFlight;
  const seen = status.kept()?.bizStatus;
  if (userStatus.peek() === null && seen !== undefined && isCertified(seen)) userStatus.value = seen;
  statusLoading.value = true;
  inFlight = status(new AbortController().signal)
    .then(({ bizStatus }) => (userStatus.value = bizStatus))
    .finally(() => {
      inFlight = null;
      statusLoading.value = false;
    });
  return inFlight;
}

// Here too: every signed-in start and sign-in loads this module for the status, so the badge costs no chunk.
/** Reads how many message-center messages are unread, for the profile tab; quiet, never throws. */
export async function refreshUnread(): Promise<void> {
  try {
    unreadMessages.value = (await fetchMessageCenter({ quiet: true })).unread;
  } catch {
    // No badge is better than an error the borrower did not ask about.
  }
}

// Here, not in the first screen: app start routes by the status with this module's code.
/** After the status is known at start or sign-in: route from the entry pages, send the authentication report. */
export function routeForStatus(path: string, status: number, navigate: (to: string) => void): void {
  const to = startRoute(path, status);
  if (to) navigate(to);
  if (needsAuthReport(status)) void sendAuthReport(status);
}

// Spec section 7: tracking upload type of the authentication report.
const UPLOAD_TYPE_AUTH = 80 as const;

/** Sends the authentication report (spec section 4: status above 10 and below 60); never throws. */
export async function sendAuthReport(status: number): Promise<void> {
  const value = JSON.stringify({ userId: userInfo.value?.userId ?? null, bizStatus: status, time: Date.now() });
  await saveInfo({ dataType: 'auth', appId: settings.appId, value, uploadType: UPLOAD_TYPE_AUTH }).catch(() => {});
}

// App start waits for this module through the opened page's chunk (status-code.ts).
statusCodeArrived({ refreshStatus, refreshUnread, routeForStatus });
