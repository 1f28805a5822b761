import * as esbuild from 'esbuild';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildLanguages, checkLanguages, languageImports } from '../../../build/languages.mjs';

/** Bundles a feature folder's `demo-messages.ts` written as `code` with the plugin; returns the output or the build's error. */
async function bundleMessages(code: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'languages-'));
  mkdirSync(join(dir, 'messages'));
  writeFileSync(join(dir, 'messages', 'en.ts'), "export default { 'demo.hello': 'Hello' };");
  writeFileSync(join(dir, 'messages', 'es.ts'), "export default { 'demo.hello': 'Hola' };");
  writeFileSync(join(dir, 'demo-messages.ts'), code);
  const byFolder = new Map([
    [join(dir, 'messages'), { hash: '0123abcd', englishInCode: true, importers: [], folder: 'messages', files: {} }],
  ]);
  try {
    const r = await esbuild.build({
      entryPoints: [join(dir, 'demo-messages.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      plugins: [languageImports(byFolder, new Set([join(dir, 'demo-messages.ts')]), '/assets')],
      logLevel: 'silent',
    });
    return r.outputFiles[0].text;
  } catch (e) {
    return (e as Error).message;
  }
}

// A template literal's placeholder, as the text of a source file.
const CODE = '$' + '{code}';

test('a dictionary module fetches its languages from the built files by one name, English staying in its bundle', async () => {
  const out = await bundleMessages(
    `import en from './messages/en';\nexport const english = en;\nexport const load = (code: string) => import(\`./messages/${CODE}.ts\`);`,
  );
  assert.match(out, `import(\`/assets/0123abcd-${CODE}.js\`)`);
  assert.match(out, 'Hello');
  assert.not.match(out, 'Hola'); // Spanish is not bundled: it is fetched
});

test('a dictionary module that fetches its languages any other way fails the build', async () => {
  const out = await bundleMessages("export const load = () => import('./messages/es');");
  assert.match(out, 'fetches no language as');
});

test('every file fetched by language is written once, named by its folder’s one hash and its language', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'languages-out-'));
  const { byFolder, files, importers } = await buildLanguages(dir, { minify: true, logLevel: 'silent' });
  assert.ok(importers.has(join(process.cwd(), 'src/features/privacy-policy/policy-text.ts')), 'the notice’s loader is rewritten too');
  assert.ok(importers.has(join(process.cwd(), 'src/features/auth/login-messages.ts')));
  const login = byFolder.get(join(process.cwd(), 'src/features/auth/messages'));
  assert.ok(login, 'the login dictionary is found');
  const written = readdirSync(dir).sort();
  assert.equal(
    written.filter((f) => f.startsWith(`${login!.hash}-`)),
    ['es', 'fil', 'id', 'th', 'vi'].map((lang) => `${login!.hash}-${lang}.js`),
  );
  assert.is(written.length, files.size);
  // English is bundled with each dictionary's code; a long text (the privacy notice, the loan agreement) fetches English too.
  const texts = ['privacy-policy', 'borrow'].map((f) => byFolder.get(join(process.cwd(), `src/features/${f}/texts`))!);
  assert.equal(
    written.filter((f) => f.endsWith('-en.js')),
    texts.map((t) => `${t.hash}-en.js`).sort(),
  );
  assert.match(readFileSync(join(dir, `${login!.hash}-es.js`), 'utf8'), 'Reenviar en'); // 'Reenviar en {{n}} s'
});

/** Every folder under `dir` named as a dictionary is (messages/, locales/, texts/), found on disk. */
function dictionaryFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      const p = join(dir, d.name);
      return ['messages', 'locales', 'texts'].includes(d.name) ? [p] : dictionaryFolders(p);
    });
}

test('every dictionary folder of the app is fetched by language, wherever it lives (features, ui, platform)', async () => {
  const { byFolder } = await buildLanguages(mkdtempSync(join(tmpdir(), 'languages-all-')), { minify: true, logLevel: 'silent' });
  const missed = dictionaryFolders('src').filter((f) => !byFolder.has(join(process.cwd(), f)));
  assert.equal(missed, []);
  assert.ok(byFolder.has(join(process.cwd(), 'src/ui/disclosure/messages')));
});

test('a dictionary is found by the module that fetches it, whatever its folders are called', async () => {
  const root = mkdtempSync(join(tmpdir(), 'languages-moved-'));
  mkdirSync(join(root, 'anywhere', 'words'), { recursive: true });
  writeFileSync(join(root, 'anywhere', 'words', 'en.ts'), "export default { 'demo.hello': 'Hello' };");
  writeFileSync(join(root, 'anywhere', 'words', 'es.ts'), "export default { 'demo.hello': 'Hola' };");
  const fetcher = join(root, 'anywhere', 'demo.ts');
  writeFileSync(fetcher, `import en from './words/en';\nexport const load = (code: string) => import(\`./words/${CODE}.ts\`);`);
  const out = mkdtempSync(join(tmpdir(), 'languages-moved-out-'));
  const { byFolder, importers } = await buildLanguages(out, { minify: true, logLevel: 'silent' }, root);
  const found = byFolder.get(join(root, 'anywhere', 'words'));
  assert.ok(found, 'the folder is found by its template import');
  assert.ok(found!.englishInCode, 'English travels in the code that imports it by name');
  assert.ok(importers.has(fetcher));
  assert.equal(readdirSync(out), [`${found!.hash}-es.js`]);
});

test('the build fails when a language went the wrong way: fetched by name, English alone in a chunk, a lazy entry fetching languages', () => {
  const folder = join(process.cwd(), 'src/features/demo/messages');
  const fetcher = join(process.cwd(), 'src/features/demo/demo-messages.ts');
  const languages = {
    byFolder: new Map([[folder, { hash: 'ab12', englishInCode: true, importers: [], folder: 'src/features/demo/messages', files: {} }]]),
    importers: new Set([fetcher]),
  };
  const built = (inputs: string[], chunks: string[][]) =>
    ({
      inputs: Object.fromEntries(inputs.map((i) => [i, { bytes: 1, imports: [] }])),
      outputs: Object.fromEntries(chunks.map((c, n) => [`dist/assets/${n}.js`, { inputs: Object.fromEntries(c.map((i) => [i, {}])) }])),
    }) as never;
  const page = ['src/features/demo/demo-page.tsx', 'src/features/demo/messages/en.ts'];
  checkLanguages(built(page, [page]), languages, new Set());
  assert.throws(
    () => checkLanguages(built([...page, 'src/features/demo/messages/es.ts'], [page]), languages, new Set()),
    /es\.ts went into/,
  );
  assert.throws(() => checkLanguages(built(page, [[page[0]!], [page[1]!]]), languages, new Set()), /en\.ts is a chunk of its own/);
  assert.throws(() => checkLanguages(built(page, [page]), languages, new Set([fetcher])), /move the language import out of the lazy entry/);
});

test.run();
