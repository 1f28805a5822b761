import * as esbuild from 'esbuild';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { inlineFirstScreen } from '../../../build/inline-first-screen.mjs';

/** Splits a first screen and a lazy page as the app's build does; returns the folder and the shared chunk's name. */
async function splitApp(entry: string, page: string) {
  const dir = mkdtempSync(join(tmpdir(), 'inline-first-screen-'));
  writeFileSync(join(dir, 'entry.js'), entry);
  writeFileSync(join(dir, 'page.js'), page);
  const out = join(dir, 'out');
  await esbuild.build({
    entryPoints: [join(dir, 'entry.js')],
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    logLevel: 'silent',
  });
  const chunk = readdirSync(out).find((f) => f.startsWith('chunk-'))!;
  return { out, chunk };
}

test("the code inline and the chunks that import the first screen's file share one copy of its modules", async () => {
  const { out, chunk } = await splitApp(
    "export const box = { opened: 0 };\nglobalThis.__box ??= box;\nglobalThis.__open = () => import('./page.js');",
    "import { box } from './entry.js';\nbox.opened++;\nexport const seen = box;",
  );
  const { inline, shim } = inlineFirstScreen(readFileSync(join(out, chunk), 'utf8'));
  writeFileSync(join(out, chunk), shim);
  // The HTML's inline module, as a file beside the chunks (the same address as the document's, for its imports).
  writeFileSync(join(out, 'inline.mjs'), inline);
  const g = globalThis as unknown as { self: unknown; __box: object; __open: () => Promise<{ seen: object }> };
  g.self = globalThis;
  await import(pathToFileURL(join(out, 'inline.mjs')).href);
  const page = await g.__open();
  assert.ok(page.seen === g.__box, 'the page sees the inline code’s object, not a second copy');
  assert.equal(g.__box, { opened: 1 });
  assert.ok(shim.length < 200, shim);
});

test('code the HTML parser would cut short is refused', () => {
  assert.throws(() => inlineFirstScreen('const a = "</script>";export{a};'), /cannot go inline/);
  assert.throws(() => inlineFirstScreen('const a = "<!--";export{a};'), /cannot go inline/);
  assert.throws(() => inlineFirstScreen('const a = 1;'), /does not end with its exports/);
});

test('an export written again after the chunk ran is refused: the hand-over copies values, not live bindings', () => {
  assert.throws(
    () => inlineFirstScreen('let n=0;function up(){n=n+1}export{n as a,up as b};'),
    /writes n \(exported as a\) more than once/,
  );
  assert.throws(() => inlineFirstScreen('let n=0;function up(){n++}export{n as a,up as b};'), /writes n/);
  assert.throws(() => inlineFirstScreen('let n=0;function up(){n+=2}export{n as a,up as b};'), /writes n/);
  // Declared, then set once by the module's initialiser, as esbuild writes lazily initialised modules.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: minified code holding a template literal
  const { inline, shim } = inlineFirstScreen('var m,l=()=>{m={x:1}};l();const s=`a--${m}`;export{l as a,m as b,s};');
  assert.ok(inline.endsWith('self.__fs={a:l,b:m,s};'), inline);
  assert.is(shim, 'const __fs$=self.__fs;export const a=__fs$.a,b=__fs$.b,s=__fs$.s;\n');
});

test.run();
