// Runs the uvu suites named on the command line in one process and prints one summary.
import { resolve } from 'node:path';
import { run } from 'uvu/run';

await run(
  process.argv.slice(2).map((f) => ({ name: f, file: resolve(f) })),
  { bail: false },
);
// What the suites share for the whole run is removed here (the harness's PostgreSQL template).
for (const cleanup of (globalThis as { __afterRun?: (() => Promise<void>)[] }).__afterRun ?? []) await cleanup().catch(() => {});
// Leftover handles of the code under test (a toast's timer, a BroadcastChannel) must not keep the run alive.
process.exit(process.exitCode ?? 0);
