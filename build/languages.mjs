// Every dictionary file fetched by language (the shell's, each feature's, ui's and the platform's `messages/`
// but English, and every language of a long text such as the privacy notice's `texts/`) as a file of
// its own, built before the app: `<hash>-<lang>.js`, where the hash is one for the whole folder (its
// languages' content).
// The module that uses a folder fetches a language with one template import,
// `(code) => import(`./messages/${code}.ts`)`, that this plugin points at `/assets/<hash>-${code}.js`:
// one name per dictionary in the page chunk instead of five or six hashed chunk names (about 80 brotli
// bytes a page). In the tests the same line loads the source files.
import * as esbuild from 'esbuild';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { createHash } from 'node:crypto';

/** 4 lowercase base36 characters of the SHA-256 of `text`. */
const contentHash = (text) =>
  BigInt(`0x${createHash('sha256').update(text).digest('hex')}`)
    .toString(36)
    .slice(-4);

// A dictionary folder: its English travels with the code that registers it; the others are fetched by language.
const FOLDER = /^src\/(i18n\/locales|(?:features|ui)\/[\w-]+\/messages|platform\/messages)$/;
// A long text's folder: every language is fetched, English too.
const TEXTS = /^src\/features\/[\w-]+\/texts$/;
// The one form of the import a module writes for its folder.
const TEMPLATE_IMPORT = /import\(`\.\/(messages|locales|texts)\/\$\{(\w+)\}\.ts`\)/g;

function foldersUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      const p = `${dir}/${d.name}`;
      return FOLDER.test(p) || TEXTS.test(p) ? [p] : foldersUnder(p);
    });
}

/**
 * Builds every language file fetched by language into `assetsDir`. Returns `byFolder` (absolute folder
 * -> the URL pattern's hash), `files` (each written file -> its source, relative like a
 * metafile's) and `importers` (the absolute paths of the modules that fetch them, for `languageImports`).
 */
export async function buildLanguages(assetsDir, options) {
  const byFolder = new Map();
  const files = new Map();
  const importers = new Set();
  const hashes = new Map();
  for (const folder of foldersUnder('src')) {
    const langs = readdirSync(folder)
      .filter((f) => f.endsWith('.ts') && (TEXTS.test(folder) || f !== 'en.ts'))
      .map((f) => f.slice(0, -3))
      .sort();
    const built = await Promise.all(
      langs.map(async (lang) => {
        const r = await esbuild.build({ ...options, entryPoints: [`${folder}/${lang}.ts`], bundle: true, write: false, format: 'esm' });
        return r.outputFiles[0].text;
      }),
    );
    const hash = contentHash(built.join('\0'));
    if (hashes.has(hash)) throw new Error(`${folder} and ${hashes.get(hash)} would share the name ${hash}: the same words twice?`);
    hashes.set(hash, folder);
    langs.forEach((lang, i) => {
      const file = join(assetsDir, `${hash}-${lang}.js`);
      writeFileSync(file, built[i]);
      files.set(file, `${folder}/${lang}.ts`);
    });
    const parent = dirname(folder);
    const sub = basename(folder);
    const fetchers = readdirSync(parent)
      .filter((n) => /\.tsx?$/.test(n) && readFileSync(join(parent, n), 'utf8').includes(`import(\`./${sub}/`))
      .map((n) => resolve(parent, n));
    for (const f of fetchers) importers.add(f);
    byFolder.set(resolve(folder), { hash, englishInCode: !langs.includes('en'), importers: fetchers.map((f) => relative('.', f)) });
  }
  return { byFolder, files, importers };
}

/** Inputs of the app build that are files fetched by language: each should have been fetched through its template import. */
export function bundledLanguages(metafile) {
  return Object.keys(metafile.inputs).filter((i) => TEXTS.test(dirname(i)) || (FOLDER.test(dirname(i)) && !i.endsWith('/en.ts')));
}

/** esbuild plugin: points each of `importers`' template import at the files `buildLanguages` wrote. */
export const languageImports = (byFolder, importers, publicPath) => ({
  name: 'language-imports',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (!importers.has(args.path)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      let found = 0;
      const contents = source.replace(TEMPLATE_IMPORT, (_, sub, param) => {
        const dict = byFolder.get(join(dirname(args.path), sub));
        if (!dict) throw new Error(`${relative('.', args.path)}: no dictionary folder ./${sub}`);
        found++;
        return `import(\`${publicPath}/${dict.hash}-\${${param}}.js\`)`;
      });
      if (!found) throw new Error(`${relative('.', args.path)} fetches no language as (code) => import(\`./messages/\${code}.ts\`)`);
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
    // The rewritten imports name built files, not modules to bundle.
    b.onResolve({ filter: new RegExp(`^${publicPath}/`) }, (args) => ({ path: args.path, external: true }));
  },
});
