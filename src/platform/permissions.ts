import { hasFlag, setFlag } from './device-flag';
import type { PermissionKind, Said } from './dialog-kinds';

/** How an ask ended: the browser's answer, the borrower's "Not now", or not asked (already asked on this device). */
export type Outcome = 'granted' | 'blocked' | 'undecided' | 'unsupported' | 'notNow' | 'skipped';

type BrowserState = 'granted' | 'denied' | 'prompt' | 'unsupported';

/** Shows the notice for `kind` and resolves true when the borrower taps Allow. */
export type Notice = (kind: PermissionKind) => Promise<boolean>;
/** Says in words what an answer did (on, blocked and where to change it, nothing changed, not possible here). */
export type Tell = (kind: PermissionKind, outcome: Said) => Promise<void>;

// The privacy policy promises each is asked once per device: the flag stays whatever the answer,
// and only the borrower's own tap in My profile asks again.
const ASKED_PREFIX = 'permission.asked.';

/** True once this device showed the notice for `kind`. */
export const wasAsked = (kind: PermissionKind): boolean => hasFlag(ASKED_PREFIX + kind);

async function browserState(kind: PermissionKind): Promise<BrowserState> {
  if (kind === 'notification') {
    if (typeof Notification === 'undefined') return 'unsupported'; // e.g. iOS Safari outside the home screen
    return Notification.permission === 'default' ? 'prompt' : Notification.permission;
  }
  if (!navigator.geolocation) return 'unsupported';
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'prompt';
  }
}

// The browser's own prompt can wait forever for an answer; the borrower should not.
const PROMPT_WAIT_MS = 30_000;

/** Asks the browser itself and reads its answer (a geolocation error code 1 is a refusal). */
function requestFromBrowser(kind: PermissionKind): Promise<Outcome> {
  const asked: Promise<Outcome> =
    kind === 'notification'
      ? Notification.requestPermission().then(
          (p) => (p === 'granted' ? 'granted' : p === 'denied' ? 'blocked' : 'undecided'),
          () => 'blocked',
        )
      : new Promise((done) =>
          navigator.geolocation.getCurrentPosition(
            () => done('granted'),
            // No fix (indoors, time-out) is still an allowed permission: the browser's state says which.
            (e) =>
              e.code === 1 ? done('blocked') : browserState('location').then((st) => done(st === 'granted' ? 'granted' : 'undecided')),
            { timeout: 10_000 },
          ),
        );
  return Promise.race([asked, new Promise<Outcome>((done) => setTimeout(() => done('undecided'), PROMPT_WAIT_MS))]);
}

// The notice and its words load only when something is asked (and they hold no toast, so the first screen's chunks stay as they are).
const showDialog: Notice = async (kind) => (await import('./platform-dialogs')).showNotice(kind);
const tellInDialog: Tell = async (kind, outcome) => (await import('./platform-dialogs')).showOutcome(kind, outcome);
const said = (o: Outcome): o is Said => o === 'granted' || o === 'blocked' || o === 'undecided' || o === 'unsupported';

async function ask(kind: PermissionKind, notice: Notice, tell: Tell, again: boolean): Promise<Outcome> {
  if (!again && wasAsked(kind)) return 'skipped';
  const state = await browserState(kind);
  // Already decided in the browser: no notice; asked again from My profile, say where things stand.
  const settled: Outcome | null =
    state === 'granted' ? 'granted' : state === 'denied' ? 'blocked' : state === 'unsupported' ? 'unsupported' : null;
  if (settled) {
    if (again && said(settled)) await tell(kind, settled);
    return settled;
  }
  setFlag(ASKED_PREFIX + kind, true); // blocked storage: the notice may show again next time
  if (!(await notice(kind))) return 'notNow';
  const outcome = await requestFromBrowser(kind);
  if (said(outcome)) await tell(kind, outcome);
  return outcome;
}

/** When applying for a loan: explains, then asks for location, once per device. */
export function askLocationOnce(notice: Notice = showDialog, tell: Tell = tellInDialog): Promise<Outcome> {
  return ask('location', notice, tell, false);
}

/** After the first loan application: explains, then asks to turn on notifications, once per device. */
export function askNotificationsOnce(notice: Notice = showDialog, tell: Tell = tellInDialog): Promise<Outcome> {
  return ask('notification', notice, tell, false);
}

/** From My profile: the borrower asks for the notice again, whatever was answered before. */
export function askAgain(kind: PermissionKind, notice: Notice = showDialog, tell: Tell = tellInDialog): Promise<Outcome> {
  return ask(kind, notice, tell, true);
}
