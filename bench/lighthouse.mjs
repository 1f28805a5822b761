// `npm run lighthouse`: the four Lighthouse scores (mobile) of the landing and the sign-in page opened
// directly, median of RUNS (default 3). Builds, starts the server on a fresh data folder, runs Lighthouse
// against Debian's Chromium with the browser journeys' flags. Lighthouse is not a dependency of the
// project: LIGHTHOUSE=/path/to/lighthouse (its bin or cli.js), else `npx --yes lighthouse@12`. When it
// cannot be run the script says so and still exits 0: a report, not a test (not in npm test or CI).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer } from '../test/support/built-server.mjs';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = [
  ['landing (/)', '/'],
  ['sign-in (#/login)', '/#/login'],
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

// The command that runs Lighthouse: a given binary (a .js file through this Node), else npx.
const lighthouse = process.env.LIGHTHOUSE
  ? /\.[cm]?js$/.test(process.env.LIGHTHOUSE)
    ? [process.execPath, process.env.LIGHTHOUSE]
    : [process.env.LIGHTHOUSE]
  : ['npx', '--yes', 'lighthouse@12'];
const probe = spawnSync(lighthouse[0], [...lighthouse.slice(1), '--version'], { encoding: 'utf8' });
if (probe.status !== 0) {
  console.log(`Lighthouse could not be run (${lighthouse.join(' ')}): set LIGHTHOUSE to its binary. Nothing measured.`);
  process.exit(0);
}

execFileSync(process.execPath, ['build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
const work = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const port = await freePort();
const origin = `http://localhost:${port}`;
const server = await startServer({ port, env: { DATA_DIR: join(work, 'data'), LOG_LEVEL: 'warn' } });

/** The four category scores of one Lighthouse run of `url`, and the audits that failed. */
function audit(url, n) {
  const out = join(work, `run-${n}.json`);
  const r = spawnSync(
    lighthouse[0],
    [
      ...lighthouse.slice(1),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--form-factor=mobile',
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    ],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
  );
  if (r.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${r.stderr}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const failed = Object.values(report.audits)
    // insights (`*-insight`) only explain; they weigh nothing in the scores
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        !a.id.endsWith('-insight') &&
        ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
    )
    .map((a) => a.id);
  return { scores: CATEGORIES.map((c) => report.categories[c]?.score ?? NaN), failed };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
try {
  let n = 0;
  for (const [name, path] of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(audit(origin + path, n++));
    rows.push({
      name,
      scores: CATEGORIES.map((_, c) => median(runs.map((r) => r.scores[c]))),
      failed: [...new Set(runs.flatMap((r) => r.failed))],
    });
  }
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}

const version = probe.stdout.trim();
console.log(`\nLighthouse ${version}, mobile, median of ${RUNS}\n`);
const cols = ['page', ...CATEGORIES];
const width = [20, 13, 13, 14, 6];
const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(width[i])).join(' | ')} |`;
console.log(line(cols));
console.log(`|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line([r.name, ...r.scores.map((s) => s.toFixed(2))]));
for (const r of rows) if (r.failed.length) console.log(`\n${r.name}: audits under 0.9 in some run: ${r.failed.join(', ')}`);
