// `npm run test:e2e`: starts the server and Chromium once, runs every test/e2e/*.e2e.ts suite, stops both.
import { readdirSync } from 'node:fs';
import { runCounted } from '../support/uvu-counted';
import { startBrowser, startServer, stopAll } from './harness';

const only = process.argv[2];
const files = readdirSync('test/e2e')
  .filter((f) => f.endsWith('.e2e.ts') && (!only || f.includes(only)))
  .sort();
// Borrowing: the development credit policy decides quickly, so borrow.e2e sees a bill disbursed in seconds.
await startServer({ AUTO_DECIDE_MS: '400' });
await startBrowser();
try {
  await runCounted(files.map((f) => `test/e2e/${f}`));
} finally {
  await stopAll();
}
