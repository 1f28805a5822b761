import { currentPath } from '../router/navigate';

// A broken page can throw in a loop; a borrower's data plan should not pay for that.
const MAX_REPORTS = 10;
let sent = 0;

/** Reports a script error to the tracking API (spec section 8); never throws, never loops. */
export function reportError(error: unknown, source: string): void {
  if (sent >= MAX_REPORTS) return;
  sent++;
  const e = error instanceof Error ? error : new Error(String(error));
  const content = { message: e.message.slice(0, 500), stack: (e.stack ?? '').slice(0, 2000), source, route: currentPath.value };
  // Loaded on first use: the API client is not part of the first screen.
  import('../api/metric').then((m) => m.sendErrorEvent(content)).catch(() => {});
}

/** Installs the global handlers: uncaught errors and unhandled rejections are reported. */
export function installErrorReporting(): void {
  window.addEventListener('error', (ev) => reportError(ev.error ?? ev.message, 'window.onerror'));
  window.addEventListener('unhandledrejection', (ev) => {
    // Rejected API calls were already handled by the catalogue (toast, redirect or page).
    if ((ev.reason as { name?: string })?.name === 'ApiError') return;
    reportError(ev.reason, 'unhandledrejection');
  });
}
