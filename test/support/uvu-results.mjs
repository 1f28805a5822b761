// The parent side of test/support/uvu-counted.ts: a file for a child's counts, and reading them back.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'uvu-results-'));
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
let n = 0;

/** A fresh path for one child process's counts (pass it as UVU_RESULTS). */
export function resultsPath() {
  return join(dir, `${n++}.json`);
}

/**
 * The counts a child wrote to `path`. A child that ended without writing them (it crashed, or
 * something called process.exit) counts each of its `files` as one failure; one that exited
 * non-zero with no failing test counts one.
 */
export function readResults(path, files, status) {
  let counts;
  try {
    counts = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return { passed: 0, failed: files.length, missing: true };
  }
  const failed = counts.failed + (status !== 0 && counts.failed === 0 ? 1 : 0);
  return { passed: counts.passed, failed, missing: false };
}
