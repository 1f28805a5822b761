// The build knows the app's modules by their imports and the route table, not by where they sit:
// moving a file in src/ changes nothing but its path. It names a few modules it starts from (the
// entries, the route table, the signed-in start's status), each of which fails the build loudly when
// moved; no pattern over source paths decides a chunk, a budget line or a dictionary.
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const files = [
  'build.mjs',
  ...readdirSync('build')
    .filter((f) => f.endsWith('.mjs') && !f.endsWith('.d.mts'))
    .map((f) => `build/${f}`),
];
const code = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => !/^\s*(\/\/|\/\*\*|\*)/.test(l))
    .map((l) => l.replace(/\s\/\/ .*$/, ''));

test('no pattern over source paths in the build', () => {
  const found = files.flatMap((f) =>
    code(f)
      .filter((l) => /src\\\//.test(l)) // a regular expression's `src\/`
      .map((l) => `${f}: ${l.trim()}`),
  );
  assert.equal(found, []);
});

test('the modules the build names are its starting points: the entries, the route table, the status, the prerendered App', () => {
  const named = files.flatMap((f) => code(f).flatMap((l) => [...l.matchAll(/'(?:\.\/)?(src\/[^']+)'/g)].map((m) => `${f}: ${m[1]}`)));
  assert.equal(named.sort(), [
    'build.mjs: src/app/routes.ts',
    'build.mjs: src/app/start-script.ts',
    'build.mjs: src/main.tsx',
    'build.mjs: src/session/status.ts',
    'build/prerender.mjs: src/app/app',
  ]);
});

test.run();
