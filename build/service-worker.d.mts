/** What the build writes into the worker. */
export interface WorkerBuild {
  version: string;
  precache: string[];
  appName: string;
  /** How long a page waits for the network before the stored shell answers. */
  navigationDeadlineMs?: number;
}
/** The worker's source with `build` written in. */
export function serviceWorkerSource(build: WorkerBuild): string;
/** Writes `out`/sw.js for this build; resolves with its path. */
export function writeServiceWorker(out: string, precache: string[], appName: string): Promise<string>;
