// The test runner's final line counts what uvu ran, not what a report printed.
import { spawnSync } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readResults, resultsPath } from '../support/uvu-results.mjs';

const fixtures = 'test/support/runner-fixtures';

/** Runs `files` the way test/run.mjs runs one process's share, and reads its counts back. */
function runFiles(...files: string[]) {
  const results = resultsPath();
  const paths = files.map((f) => `${fixtures}/${f}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'test/uvu-all.ts', ...paths], {
    encoding: 'utf8',
    env: { ...process.env, UVU_RESULTS: results },
  });
  return readResults(results, paths, r.status);
}

// One process for all three fixtures: starting tsx is most of the time.
test('each failing test counts once, a file that does not load counts as a failure, printed totals count for nothing', () => {
  const counts = runFiles('one-of-two.ts', 'does-not-load.ts', 'prints-totals.ts');
  assert.equal([counts.passed, counts.failed], [2, 2]);
});

test('a process that wrote no counts fails each of its files', () => {
  assert.equal(readResults(resultsPath(), ['a.test.ts', 'b.test.ts'], 1), { passed: 0, failed: 2, missing: true });
});

test.run();
