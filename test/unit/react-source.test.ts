// Components are written against React's API (STYLE.md, the design card): a React developer reads
// every file under src/ as React. The build compiles them against Preact; these checks keep Preact's
// own dialect out of the source.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sourceFiles } from '../support/source-files';

const SRC = resolve('src');

// preact, preact/hooks, preact/compat, preact-iso...: React's names come from 'react' and 'react-dom'.
// Signals are not React's API and stay @preact/signals.
const PREACT_IMPORT = /\bfrom\s*['"](preact(?:[/-][^'"]*)?)['"]|\bimport\(\s*['"](preact(?:[/-][^'"]*)?)['"]\s*\)/g;
// Preact's HTML names where React has its own.
const HTML_ATTRIBUTE = /\s(class|for)=["'{]/g;
// A dashed attribute (stroke-width=) is not React's; React's camelCase SVG names (strokeWidth=) need
// compat's renaming, which the build leaves out: SVG presentation goes in CSS or a style object.
const DASHED_ATTRIBUTE = /\s((?!aria-|data-)[a-z]+-[a-z-]+)=["'{]/g;
const SVG_CAMEL_ATTRIBUTE =
  /\s(stroke[A-Z]\w*|fill(?:Rule|Opacity)|clip(?:Path|Rule)|shapeRendering|textAnchor|dominantBaseline|fontSize|fontFamily|fontWeight|stopColor|stopOpacity|vectorEffect)=["'{]/g;
// React takes a style object, never a string.
const STYLE_STRING = /\sstyle=["']/g;

/** Where one file's text leaves React's API, as readable lines. */
function preactIsms(text: string, jsx: boolean): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(PREACT_IMPORT)) found.push(`imports ${m[1] ?? m[2]}`);
  if (!jsx) return found;
  for (const m of text.matchAll(HTML_ATTRIBUTE)) found.push(`writes ${m[1]}= (React: ${m[1] === 'class' ? 'className' : 'htmlFor'})`);
  for (const m of text.matchAll(DASHED_ATTRIBUTE)) found.push(`writes ${m[1]}= (not a React name)`);
  for (const m of text.matchAll(SVG_CAMEL_ATTRIBUTE)) found.push(`writes ${m[1]}= (needs compat: use CSS or style)`);
  for (const _ of text.matchAll(STYLE_STRING)) found.push('writes style="…" (React: a style object)');
  return found;
}

test('every file under src/ takes React names from react and react-dom and writes JSX as React does', () => {
  const problems = sourceFiles(SRC).flatMap((path) =>
    preactIsms(readFileSync(path, 'utf8'), path.endsWith('.tsx')).map((p) => `${relative(SRC, path)}: ${p}`),
  );
  assert.equal(problems, []);
});

// The check itself must be able to fail.
test('Preact imports and Preact-only JSX are named; React and signals pass', () => {
  assert.equal(preactIsms("import { useState } from 'preact/hooks';", false), ['imports preact/hooks']);
  assert.equal(preactIsms("import type { ComponentChildren } from 'preact';", false), ['imports preact']);
  assert.equal(preactIsms("const m = import('preact/compat');", false), ['imports preact/compat']);
  assert.equal(preactIsms('<div class="a" />', true), ['writes class= (React: className)']);
  assert.equal(preactIsms('<b onClick={() => go()} class={c} />', true), ['writes class= (React: className)']);
  assert.equal(preactIsms('<label\n  for={id}>x</label>', true), ['writes for= (React: htmlFor)']);
  assert.equal(preactIsms('<path stroke-width="2" />', true), ['writes stroke-width= (not a React name)']);
  assert.equal(preactIsms('<path strokeWidth="2" />', true), ['writes strokeWidth= (needs compat: use CSS or style)']);
  assert.equal(preactIsms('<svg style="max-width:1rem" />', true), ['writes style="…" (React: a style object)']);
  assert.equal(
    preactIsms(
      "import { signal } from '@preact/signals';\nimport { useState } from 'react';\nimport { render } from 'react-dom';\n" +
        '<label htmlFor={id} className="a" aria-label="b" data-x="c" style={{ strokeWidth: \'2\' }} />',
      true,
    ),
    [],
  );
});

test.run();
