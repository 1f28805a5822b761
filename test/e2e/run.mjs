// Runs the browser suites through tsx and ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';

const r = spawnSync(process.execPath, ['--import', 'tsx', 'test/e2e/run.ts', ...process.argv.slice(2)], { encoding: 'utf8' });
process.stdout.write(r.stdout);
process.stderr.write(r.stderr);
const total = Number(/Total:\s+(\d+)/.exec(r.stdout)?.[1] ?? 0);
const passed = Number(/Passed:\s+(\d+)/.exec(r.stdout)?.[1] ?? 0);
const failed = total - passed + (r.status !== 0 && total === passed ? 1 : 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
