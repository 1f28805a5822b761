// What the diagnostics page measures. Each probe answers instead of throwing: the page is the report,
// and a failure is one of its findings.
import { fetchAppConfig } from '../../api/public';

/** The API check: reached or not, and the round trip of one enveloped public call in milliseconds. */
export interface ApiCheck {
  ok: boolean;
  ms: number;
}

/** Times `GET /public/appConfig` (no session needed; its answer is opened with the envelope key, so the key is checked too). */
export async function checkApi(signal?: AbortSignal): Promise<ApiCheck> {
  const start = performance.now();
  const ok = await fetchAppConfig({ quiet: true, signal }).then(
    () => true,
    () => false,
  );
  return { ok, ms: Math.round(performance.now() - start) };
}

/** Where the service worker stands for this page. */
export type WorkerState = 'unsupported' | 'none' | 'installing' | 'waiting' | 'active' | 'controlling';

/** The service worker's state, read from the browser (registered by the app's platform code, not here). */
export async function workerState(): Promise<WorkerState> {
  const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!sw) return 'unsupported';
  const reg = await sw.getRegistration().catch(() => undefined);
  if (sw.controller) return 'controlling';
  if (!reg) return 'none';
  if (reg.waiting) return 'waiting';
  if (reg.installing) return 'installing';
  return reg.active ? 'active' : 'none';
}

/** Storage: whether the app may keep data on this device, and about how many bytes are free (null: unknown). */
export interface StorageCheck {
  kept: boolean;
  freeBytes: number | null;
}

/** Tries a write to localStorage (blocked in some private modes and in-app browsers) and asks for the free quota. */
export async function checkStorage(): Promise<StorageCheck> {
  let kept = false;
  try {
    localStorage.setItem('diag.probe', '1');
    kept = localStorage.getItem('diag.probe') === '1';
    localStorage.removeItem('diag.probe');
  } catch {
    kept = false;
  }
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  const freeBytes = estimate?.quota !== undefined ? Math.max(0, estimate.quota - (estimate.usage ?? 0)) : null;
  return { kept, freeBytes };
}
