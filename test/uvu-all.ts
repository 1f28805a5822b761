// Runs the uvu suites named on the command line in one process, prints uvu's report, and writes
// the counts to $UVU_RESULTS (test/support/uvu-counted.ts).
import { runCounted } from './support/uvu-counted';

await runCounted(process.argv.slice(2));
// What the suites share for the whole run is removed here (the harness's PostgreSQL template).
for (const cleanup of (globalThis as { __afterRun?: (() => Promise<void>)[] }).__afterRun ?? []) await cleanup().catch(() => {});
// Leftover handles of the code under test (a toast's timer, a BroadcastChannel) must not keep the run alive.
process.exit(process.exitCode ?? 0);
