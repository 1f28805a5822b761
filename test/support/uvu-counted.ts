// Runs uvu test files in this process and counts each suite's results as uvu's runner returns them
// (passed, and run minus passed), not from its printout. The counts go as JSON to the file named by
// $UVU_RESULTS, which test/support/uvu-results.mjs reads for the final "N passed, N failed" line.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** One suite's result as uvu's runner returns it: errors (or true), passed, skipped, run. */
type SuiteRun = () => Promise<[string | true, number, number, number]>;

declare global {
  var UVU_DEFER: number | undefined;
  var UVU_INDEX: number | undefined;
  var UVU_QUEUE: [string | null, ...SuiteRun[]][];
}

/** The counts of one run: tests passed and failed, and files that could not even be loaded. */
export interface Counts {
  passed: number;
  failed: number;
  broken: string[];
}

/** Runs `files` as uvu would (every suite, no bail), prints uvu's report, and writes the counts to $UVU_RESULTS. */
export async function runCounted(files: string[]): Promise<Counts> {
  globalThis.UVU_DEFER = 1;
  const uvu = await import('uvu');
  const counts: Counts = { passed: 0, failed: 0, broken: [] };
  for (const [i, file] of files.entries()) {
    globalThis.UVU_INDEX = i;
    globalThis.UVU_QUEUE.push([file]);
    try {
      await import('file:///' + resolve(file));
    } catch (e) {
      // A file that throws while loading runs no test: it counts as one failure, not as nothing.
      counts.broken.push(file);
      counts.failed++;
      console.error(`${file} did not load:`, e);
      process.exitCode = 1;
    }
  }
  for (const group of globalThis.UVU_QUEUE) {
    for (let j = 1; j < group.length; j++) {
      const suite = group[j] as SuiteRun;
      group[j] = async () => {
        const result = await suite();
        counts.passed += result[1];
        counts.failed += result[3] - result[1];
        return result;
      };
    }
  }
  const exitCode = process.exitCode;
  await uvu.exec(false);
  if (exitCode) process.exitCode = exitCode;
  if (process.env.UVU_RESULTS) writeFileSync(process.env.UVU_RESULTS, JSON.stringify(counts));
  return counts;
}
