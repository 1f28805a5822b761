// Runs the browser suites through tsx and ends with one "N passed, N failed" line, from the counts the
// run writes (test/support/uvu-counted.ts), not read from uvu's report.
import { spawnSync } from 'node:child_process';
import { readResults, resultsPath } from '../support/uvu-results.mjs';

const results = resultsPath();
const r = spawnSync(process.execPath, ['--import', 'tsx', 'test/e2e/run.ts', ...process.argv.slice(2)], {
  encoding: 'utf8',
  env: { ...process.env, UVU_RESULTS: results },
});
process.stdout.write(r.stdout);
process.stderr.write(r.stderr);
const { passed, failed, missing } = readResults(results, ['the browser run'], r.status);
if (missing) console.log('\nthe browser run ended before it counted');
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
