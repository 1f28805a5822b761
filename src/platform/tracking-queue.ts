// Tracking entries (spec section 3) wait in localStorage, so a reload or an offline hour loses none,
// and go up in batches of 20 (upload type 50). The queue is bounded: a phone offline for days keeps
// the newest entries, never an ever-growing store.
import type { TrackingEntry } from '../../contract/metric';
import { saveInfo } from '../api/metric';
import { settings } from '../settings';
import { watchInputs } from './tracking-inputs';
import { isWithdrawn } from './consents';

/** Spec section 9: the queue uploads once this many entries wait. */
export const BATCH_SIZE = 20;
/** Entries kept while uploads fail; past it the oldest go. */
export const QUEUE_CAP = 200;
/** Spec section 7: upload type of a batch of input entries. */
export const UPLOAD_TYPE_BATCH = 50 as const;
const KEY = 'tracking.queue';

/** The entries waiting, oldest first (an unreadable store counts as empty). */
export function queued(): TrackingEntry[] {
  try {
    const list = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

function store(list: TrackingEntry[]): void {
  try {
    if (list.length) localStorage.setItem(KEY, JSON.stringify(list.slice(-QUEUE_CAP)));
    else localStorage.removeItem(KEY);
  } catch {
    // storage full or blocked: the entries live only as long as this page
  }
}

let sending: Promise<void> | null = null;

/**
 * Uploads waiting entries in batches of 20, oldest first; `all` also sends a last partial batch
 * (the page is being hidden). A failed upload keeps its entries for the next try. Never throws.
 */
export function flush(opts: { all?: boolean; keepalive?: boolean } = {}): Promise<void> {
  // Cleared in a `.finally` of the promise, never inside it: a flush with nothing to send finishes
  // synchronously, and a clearing inside would run before the assignment and leave it set for good.
  sending ??= send(opts).finally(() => (sending = null));
  return sending;
}

async function send(opts: { all?: boolean; keepalive?: boolean }): Promise<void> {
  try {
    for (;;) {
      const batch = queued().slice(0, BATCH_SIZE);
      if (!batch.length || (batch.length < BATCH_SIZE && !opts.all)) return;
      const value = JSON.stringify(batch);
      await saveInfo({ dataType: 'input', appId: settings.appId, value, uploadType: UPLOAD_TYPE_BATCH }, { keepalive: opts.keepalive });
      // Entries added meanwhile were appended: only the batch just sent leaves the front.
      store(queued().slice(batch.length));
    }
  } catch {
    // offline or refused: the entries wait for the next batch, the next hide or the next start
  }
}

/** Queues one entry; a full batch goes up at once. */
export function track(entry: TrackingEntry): void {
  if (isWithdrawn('tracking')) return;
  store([...queued(), entry]);
  if (queued().length >= BATCH_SIZE) void flush();
}

let installed = false;
/** Records form fields, and uploads what waits when the page is hidden (keepalive: it may be closing) and when the network returns. */
export function installQueueUploads(): void {
  if (installed) return;
  installed = true;
  watchInputs(track);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flush({ all: true, keepalive: true });
  });
  window.addEventListener('online', () => void flush());
}
