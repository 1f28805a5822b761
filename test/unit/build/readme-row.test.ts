// The README's map of the tree names every file of build/, so a file added there is described where
// a newcomer looks first.
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

test("the README's build/ row names every file in build/", () => {
  const readme = readFileSync('README.md', 'utf8');
  const row = readme.slice(readme.indexOf('\nbuild/ '), readme.indexOf('\nbench/ '));
  const files = readdirSync('build').filter((name) => !name.endsWith('.d.mts'));
  assert.ok(files.length > 10);
  assert.equal(
    files.filter((name) => !row.includes(name)),
    [],
  );
});

test.run();
