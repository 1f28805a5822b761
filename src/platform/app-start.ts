// What a start does once the page is in use: a chunk of its own, with nothing of the API client, which
// a visitor's landing never loads otherwise (session-reports.ts loads it after load for a signed-in
// borrower, at a visitor's first touch or key).
import { registerServiceWorker } from './service-worker';

/** Registers the service worker and sends the app start report (upload type 20). */
export function appStart(): void {
  registerServiceWorker();
  void import('./tracking-reports').then((m) => m.reportAppStart());
}
