// Comments say why the code is as it is, not which ticket or branch brought it: a reader of the code
// has no tracker open, and "issue 9" tells them nothing the code's own words cannot.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const CODE_FOLDERS = ['src', 'server', 'build', 'contract', 'test'];
const CODE_FILE = /\.(ts|tsx|mjs|js)$/;
/** A ticket number ("issue 9", "task 3", "finding 7") or a branch name ("w8-budget"). */
const PROCESS_WORD = /\b(?:issue|task|finding)s? #?\d+|\b[gw]\d+-[a-z][a-z0-9-]*/gi;
const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(p).isDirectory()) return codeFiles(p);
    return CODE_FILE.test(name) ? [p] : [];
  });
}

/** Each process word in a text's comments, as `word`. */
function processWords(text: string): string[] {
  return [...text.matchAll(COMMENT)].flatMap((c) => [...c[0].matchAll(PROCESS_WORD)].map((m) => m[0]));
}

test('the check finds ticket numbers and branch names in comments, and nothing in plain words', () => {
  assert.equal(processWords('// Borrowing (issue 9).\nconst a = 1; /* from w8-budget */'), ['issue 9', 'w8-budget']);
  assert.equal(processWords('/**\n * Issue 13 finding 7: counts\n */'), ['Issue 13', 'finding 7']);
  assert.equal(processWords('// Borrowing: products and prices, 2 weeks, 6 MB\nconst issue = 9;'), []);
});

test('no comment in src/, server/, build/, contract/ or test/ names an issue, a task or a branch', () => {
  // This file's own examples are its subject.
  const files = [...CODE_FOLDERS.flatMap(codeFiles), 'build.mjs'].filter((file) => file !== join('test', 'unit', 'process-words.test.ts'));
  const found = files.flatMap((file) => processWords(readFileSync(file, 'utf8')).map((word) => `${file}: ${word}`));
  assert.equal(found, []);
});

test.run();
