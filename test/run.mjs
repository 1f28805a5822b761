// `npm test` suites: pure logic and server in plain Node, components under happy-dom. The files are
// split over one process per core (a test file shares its process with others of its own suite only);
// prints each process's uvu report and ends with one "N passed, N failed" line, summed from the counts
// each process writes (test/support/uvu-counted.ts), not read from the report.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { readResults, resultsPath } from './support/uvu-results.mjs';

const only = process.argv[2]; // optional substring filter: node test/run.mjs login
function files(dir) {
  let out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out = out.concat(files(p));
    else if (/\.test\.tsx?$/.test(name) && (!only || p.includes(only))) out.push(p);
  }
  return out.sort();
}

const workers = Math.max(2, availableParallelism());
// The server files take about three quarters of the time: they get all but one share, the dom files the last.
const serverFiles = [...files('test/unit'), ...files('test/server')];
const shares = (list, n) => Array.from({ length: n }, (_, i) => list.filter((_, j) => j % n === i)).filter((l) => l.length);
const jobs = [
  ...shares(serverFiles, Math.max(1, workers * 2 - 1)).map((f, i) => ({
    name: `unit + server ${i + 1}`,
    setup: ['./test/setup.ts'],
    files: f,
  })),
  { name: 'dom', setup: ['./test/setup.ts', './test/setup-dom.ts'], files: files('test/dom') },
].filter((j) => j.files.length);

/** Runs one job's files in a process of its own; resolves to its output and its counts. */
function run(job) {
  const args = ['--import', 'tsx', ...job.setup.flatMap((f) => ['--import', f]), 'test/uvu-all.ts', ...job.files];
  const results = resultsPath();
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, NODE_ENV: 'test', UVU_RESULTS: results } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => done({ job, stdout, stderr, ...readResults(results, job.files, status) }));
  });
}

let passed = 0;
let failed = 0;
const queue = [...jobs];
async function worker() {
  for (let job = queue.shift(); job; job = queue.shift()) {
    const r = await run(job);
    process.stdout.write(`\n# ${job.name}: ${job.files.length} files\n${r.stdout}`);
    process.stderr.write(r.stderr);
    if (r.missing) process.stdout.write(`# ${job.name} ended before it counted: its ${job.files.length} files count as failed\n`);
    passed += r.passed;
    failed += r.failed;
  }
}
await Promise.all(Array.from({ length: workers }, worker));
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
