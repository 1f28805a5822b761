// `npm test` suites: pure logic and server in plain Node, components under happy-dom.
// Prints uvu's report for each and ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

const suites = [
  { name: 'unit + server', setup: ['./test/setup.ts'], files: [...files('test/unit'), ...files('test/server')] },
  { name: 'dom', setup: ['./test/setup.ts', './test/setup-dom.ts'], files: files('test/dom') },
];

let passed = 0,
  failed = 0;
for (const s of suites) {
  if (!s.files.length) continue;
  console.log(`\n# ${s.name}: ${s.files.length} files`);
  const args = ['--import', 'tsx', ...s.setup.flatMap((f) => ['--import', f]), 'test/uvu-all.ts', ...s.files];
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'test' } });
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  const total = Number(/Total:\s+(\d+)/.exec(r.stdout)?.[1] ?? 0);
  const ok = Number(/Passed:\s+(\d+)/.exec(r.stdout)?.[1] ?? 0);
  passed += ok;
  failed += total - ok + (r.status !== 0 && total === ok ? 1 : 0);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
