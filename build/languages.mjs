// Every dictionary file fetched by language (the shell's, each feature's, ui's and the platform's `messages/`
// but English, and every language of a long text such as the privacy notice's `texts/`) as a file of
// its own, built before the app: `<hash>-<lang>.js`, where the hash is one for the whole folder (its
// languages' content).
// The module that uses a folder fetches a language with one template import,
// `(code) => import(`./messages/${code}.ts`)`, that this plugin points at `/assets/<hash>-${code}.js`:
// one name per dictionary in the page chunk instead of five or six hashed chunk names (about 80 brotli
// bytes a page). In the tests the same line loads the source files.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { bundleText } from './import-ts.mjs';

/** 4 lowercase base36 characters of the SHA-256 of `text`. */
const contentHash = (text) =>
  BigInt(`0x${createHash('sha256').update(text).digest('hex')}`)
    .toString(36)
    .slice(-4);

// The one form of the import a module writes for a dictionary folder beside it: the folder is what it names.
const TEMPLATE_IMPORT = /import\(`\.\/([\w-]+)\/\$\{(\w+)\}\.ts`\)/g;

/** Every dictionary folder under `root`, found by the modules that fetch it by the template import: absolute folder -> those modules. */
function dictionaryFolders(root) {
  const folders = new Map();
  const sources = readdirSync(root, { recursive: true }).filter((f) => /\.tsx?$/.test(f));
  for (const file of sources.map((f) => resolve(root, f)))
    for (const [, sub] of readFileSync(file, 'utf8').matchAll(TEMPLATE_IMPORT)) {
      const folder = join(dirname(file), sub);
      folders.set(folder, [...(folders.get(folder) ?? []), file]);
    }
  return folders;
}

/**
 * Builds every language file fetched by language into `assetsDir`. Returns `byFolder` (absolute folder
 * -> the URL pattern's hash, the fetching modules, the folder as the metafile names it and its files by language), `files` (each written file -> its source, relative like a
 * metafile's) and `importers` (the absolute paths of the modules that fetch them, for `languageImports`).
 */
export async function buildLanguages(assetsDir, options, root = 'src') {
  const byFolder = new Map();
  const files = new Map();
  const importers = new Set();
  const hashes = new Map();
  for (const [folder, fetchers] of [...dictionaryFolders(root)].sort(([a], [b]) => a.localeCompare(b))) {
    // English travels in the code when a module fetching the others imports it by name (a long text fetches it too).
    const englishInCode = fetchers.some((f) => readFileSync(f, 'utf8').includes(`from './${basename(folder)}/en'`));
    const langs = readdirSync(folder)
      .filter((f) => f.endsWith('.ts') && !(englishInCode && f === 'en.ts'))
      .map((f) => f.slice(0, -3))
      .sort();
    const built = await Promise.all(langs.map((lang) => bundleText({ ...options, entryPoints: [join(folder, `${lang}.ts`)] })));
    const hash = contentHash(built.join('\0'));
    const name = relative('.', folder);
    if (hashes.has(hash)) throw new Error(`${name} and ${hashes.get(hash)} would share the name ${hash}: the same words twice?`);
    hashes.set(hash, name);
    const byLanguage = Object.fromEntries(langs.map((lang) => [lang, join(assetsDir, `${hash}-${lang}.js`)]));
    langs.forEach((lang, i) => {
      writeFileSync(byLanguage[lang], built[i]);
      files.set(byLanguage[lang], join(name, `${lang}.ts`));
    });
    for (const f of fetchers) importers.add(f);
    byFolder.set(folder, { hash, englishInCode, importers: fetchers.map((f) => relative('.', f)), folder: name, files: byLanguage });
  }
  return { byFolder, files, importers };
}

/**
 * Throws when the app build (its `metafile`, its `lazy` entries) took a language the wrong way: a lazy
 * entry fetching languages (the chunking plugin would load it instead of `languageImports`), a file fetched by
 * language bundled into the app's chunks, or an English dictionary alone in a chunk (a lazy import's
 * pattern took it out of its page).
 */
export function checkLanguages(metafile, { byFolder, importers }, lazy) {
  const loadedTwice = [...importers].filter((f) => lazy.has(f));
  if (loadedTwice.length)
    throw new Error(`${loadedTwice.join(', ')}: move the language import out of the lazy entry (build/languages.mjs)`);
  const english = (i) => byFolder.get(resolve(dirname(i)))?.englishInCode && i.endsWith('/en.ts');
  const bundled = Object.keys(metafile.inputs).filter((i) => byFolder.has(resolve(dirname(i))) && !english(i));
  if (bundled.length)
    throw new Error(`${bundled.join(', ')} went into the app's chunks: fetch a language through the template import (build/languages.mjs)`);
  for (const [file, o] of Object.entries(metafile.outputs)) {
    const inputs = Object.keys(o.inputs);
    if (inputs.length && inputs.every(english))
      throw new Error(`${inputs} is a chunk of its own (${file}): import each other language by name`);
  }
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
        // A signed-in start's words arrive in one file (src/app/start-script.ts, `askWords`): asked there first.
        return `(self.__w?.(${JSON.stringify(dict.hash)},${param})||import(\`${publicPath}/${dict.hash}-\${${param}}.js\`))`;
      });
      if (!found) throw new Error(`${relative('.', args.path)} fetches no language as (code) => import(\`./messages/\${code}.ts\`)`);
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
    // The rewritten imports name built files, not modules to bundle.
    b.onResolve({ filter: new RegExp(`^${publicPath}/`) }, (args) => ({ path: args.path, external: true }));
  },
});

/**
 * One file per language for each signed-in start (`starts`: `{ path, name, hashes }`, the start's route,
 * its file's name up to the language and the dictionaries it fetches), exporting `{ <hash>: the
 * dictionary's module }`: in another language than English the start script asks for that one file
 * instead of one per dictionary, so the start's requests fit the six HTTP/1.1 connections of one round.
 * Returns the written files (file -> what it holds, for the printout and the budget).
 */
export async function buildWordBundles(assetsDir, options, byFolder, starts) {
  const dicts = [...byFolder.values()];
  const files = new Map();
  for (const { path, name, hashes } of starts) {
    const members = [...new Set(hashes)].sort().map((h) => dicts.find((d) => d.hash === h));
    for (const lang of [...new Set(members.flatMap((d) => Object.keys(d.files)))].sort()) {
      const present = members.filter((d) => d.files[lang]);
      const contents = [
        ...present.map((d, i) => `import w${i} from ${JSON.stringify(resolve(d.folder, `${lang}.ts`))};`),
        `export default {${present.map((d, i) => `${JSON.stringify(d.hash)}:{default:w${i}}`).join(',')}};`,
      ].join('\n');
      const file = join(assetsDir, `${name}${lang}.js`);
      writeFileSync(file, await bundleText({ ...options, stdin: { contents, loader: 'js', resolveDir: resolve('.') } }));
      files.set(file, `the words of ${path}`);
    }
  }
  return files;
}
