import * as esbuild from 'esbuild';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shortNames } from '../../../build/short-names.mjs';

// One folder for every build: esbuild's own hashes, from which the new names are taken, depend on the source paths too.
const dir = mkdtempSync(join(tmpdir(), 'short-names-'));

/** Builds an entry that imports a page lazily, both sharing a module whose text is `shared`; returns the renamed build. */
async function build(shared: string) {
  writeFileSync(join(dir, 'shared.js'), `export const word = ${JSON.stringify(shared)};`);
  writeFileSync(join(dir, 'page.js'), "import { word } from './shared.js'; export const page = () => word + '!';");
  writeFileSync(join(dir, 'main.js'), "import { word } from './shared.js'; console.log(word); import('./page.js');");
  const r = await esbuild.build({
    entryPoints: [join(dir, 'main.js')],
    outdir: join(dir, 'out'),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true, // no comments naming the (temporary) source folder
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    publicPath: '/assets',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const entry = Object.keys(r.metafile.outputs).find((f) => r.metafile.outputs[f]!.entryPoint);
  const renamed = shortNames(r.outputFiles, r.metafile, '/assets', entry);
  const text = Object.fromEntries(renamed.files.map((f) => [basename(f.path), f.text]));
  return { ...renamed, text, names: Object.keys(text).sort(), old: r.outputFiles.map((f) => basename(f.path)) };
}

test('files are named by 8 lowercase base36 characters, the entry keeping main-, and every reference follows', async () => {
  const b = await build('hello');
  assert.is(b.names.length, 3, 'entry, page, shared chunk');
  for (const n of b.names) assert.match(n, /^(main-)?[0-9a-z]{8}\.js$/);
  assert.is(b.names.filter((n) => n.startsWith('main-')).length, 1);
  const all = Object.values(b.text).join('\n');
  for (const old of b.old) assert.not.match(all, old);
  // Each other file is named in some file's imports, by its new name.
  for (const n of b.names.filter((n) => !n.startsWith('main-'))) assert.match(all, `"/assets/${n}"`);
  const outputs = Object.keys(b.metafile.outputs)
    .map((f) => basename(f))
    .sort();
  assert.equal(outputs, b.names);
  for (const o of Object.values(b.metafile.outputs))
    for (const i of o.imports) assert.ok(b.names.includes(basename(i.path)), `${relative('.', i.path)} renamed in the metafile`);
});

test('a change in a shared module renames its chunk and the files that import it (cache busting)', async () => {
  const a = await build('hello');
  const b = await build('hallo');
  assert.is(a.names.filter((n) => b.names.includes(n)).length, 0, `${a.names} / ${b.names}`);
  const again = await build('hello');
  assert.equal(again.names, a.names, 'the same content, the same names');
});

test('two files that would get one name fail the build', () => {
  const same = { text: 'export{};' };
  const files = [
    { path: join(process.cwd(), 'out/a-AAAAAAAA.js'), ...same },
    { path: join(process.cwd(), 'out/b-BBBBBBBB.js'), ...same },
  ];
  const outputs = { 'out/a-AAAAAAAA.js': { imports: [] }, 'out/b-BBBBBBBB.js': { imports: [] } };
  assert.throws(() => shortNames(files, { inputs: {}, outputs } as never, '/assets', undefined), /would both be/);
});

test.run();
