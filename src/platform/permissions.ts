/** The browser permissions the app asks for (spec section 6), each after a short notice of its own. */
export type PermissionKind = 'location' | 'notification';

type BrowserState = 'granted' | 'denied' | 'prompt' | 'unsupported';

/** Shows the notice for `kind` and resolves true when the borrower taps Allow. */
export type Notice = (kind: PermissionKind) => Promise<boolean>;

const ORDER: PermissionKind[] = ['location', 'notification'];
const FLAG_PREFIX = 'permission.agreed.';
// Each notice shows at most once per visit: "Not now" holds until the page is loaded again.
const askedThisVisit = new Set<PermissionKind>();
let running: Promise<void> | null = null;

/** True once the borrower tapped Allow on this notice; it is then never shown again (spec section 4). */
export function hasAgreed(kind: PermissionKind): boolean {
  try {
    return localStorage.getItem(FLAG_PREFIX + kind) === '1';
  } catch {
    return false;
  }
}

function storeAgreed(kind: PermissionKind): void {
  try {
    localStorage.setItem(FLAG_PREFIX + kind, '1');
  } catch {
    // storage blocked (private mode, partitioned iframe): the notice may show again next visit
  }
}

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

// The browser's own prompt can wait forever for an answer; the next notice should not.
const PROMPT_WAIT_MS = 30_000;

function requestFromBrowser(kind: PermissionKind): Promise<unknown> {
  const asked =
    kind === 'notification'
      ? Notification.requestPermission().catch(() => 'denied')
      : new Promise((done) => navigator.geolocation.getCurrentPosition(done, done, { timeout: 10_000 }));
  return Promise.race([asked, new Promise((done) => setTimeout(done, PROMPT_WAIT_MS))]);
}

const showDialog: Notice = async (kind) => (await import('./permission-notice')).showNotice(kind);

/**
 * After sign-in: for location, then notifications, explains why before the browser asks. Skips a
 * permission already agreed to, already granted or denied in the browser, or unsupported.
 */
export function askPermissions(notice: Notice = showDialog): Promise<void> {
  running ??= (async () => {
    for (const kind of ORDER) {
      if (askedThisVisit.has(kind) || hasAgreed(kind)) continue;
      askedThisVisit.add(kind);
      const state = await browserState(kind);
      if (state === 'granted') storeAgreed(kind);
      if (state !== 'prompt') continue;
      if (await notice(kind)) {
        storeAgreed(kind);
        await requestFromBrowser(kind);
      }
    }
  })().finally(() => (running = null));
  return running;
}

/** Forgets which notices showed during this visit (tests start each case fresh). */
export function resetPermissionVisit(): void {
  askedThisVisit.clear();
}
