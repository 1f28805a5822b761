// Every non-English dictionary (the shell's, each feature's and the platform's `messages/`) as a file
// of its own, built before the app: `<owner>-<lang>-<hash>.js`, where the hash is one for the whole
// dictionary (its five languages together). A dictionary's module then fetches a language with one
// template import, `(code) => import(`./messages/${code}.ts`)`, that this plugin points at
// `/assets/<owner>-${code}-<hash>.js`: one name per dictionary in the page chunk instead of five
// hashed chunk names (about 80 brotli bytes a page). In the tests the same line loads the source files.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

// A dictionary folder: its English travels with the code that registers it; the others are fetched by language.
const FOLDER = /^src\/(i18n\/locales|features\/[\w-]+\/messages|platform\/messages)$/;
// The one form of the import a dictionary module writes (the folder is `messages` or `locales`).
const TEMPLATE_IMPORT = /import\(`\.\/(messages|locales)\/\$\{(\w+)\}\.ts`\)/g;

function foldersUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      const p = `${dir}/${d.name}`;
      return FOLDER.test(p) ? [p] : foldersUnder(p);
    });
}

/**
 * Builds every non-English dictionary into `assetsDir`. Returns `byFolder` (absolute folder -> the
 * URL pattern's owner and hash) and `files` (each written file -> its source, relative like a metafile's).
 */
export async function buildLanguages(assetsDir, options) {
  const byFolder = new Map();
  const files = new Map();
  const owners = new Set();
  for (const folder of foldersUnder('src')) {
    const owner = basename(dirname(folder));
    if (owners.has(owner)) throw new Error(`two dictionaries would be named ${owner}: rename one folder`);
    owners.add(owner);
    const langs = readdirSync(folder)
      .filter((f) => f.endsWith('.ts') && f !== 'en.ts')
      .map((f) => f.slice(0, -3))
      .sort();
    const built = await Promise.all(
      langs.map(async (lang) => {
        const r = await esbuild.build({ ...options, entryPoints: [`${folder}/${lang}.ts`], bundle: true, write: false, format: 'esm' });
        return r.outputFiles[0].text;
      }),
    );
    const hash = createHash('sha256').update(built.join('\0')).digest('hex').slice(0, 8);
    byFolder.set(resolve(folder), { owner, hash });
    langs.forEach((lang, i) => {
      const file = join(assetsDir, `${owner}-${lang}-${hash}.js`);
      writeFileSync(file, built[i]);
      files.set(file, `${folder}/${lang}.ts`);
    });
  }
  return { byFolder, files };
}

/** Inputs of the app build that are non-English dictionaries: each should have been fetched through its template import. */
export function bundledLanguages(metafile) {
  return Object.keys(metafile.inputs).filter((i) => FOLDER.test(dirname(i)) && !i.endsWith('/en.ts'));
}

/** esbuild plugin: points each dictionary module's template import at the files `buildLanguages` wrote. */
export const languageImports = (byFolder, publicPath) => ({
  name: 'language-imports',
  setup(b) {
    b.onLoad({ filter: /[\\/](src[\\/]i18n[\\/]i18n|[\w-]+-messages)\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      let found = 0;
      const contents = source.replace(TEMPLATE_IMPORT, (_, sub, param) => {
        const dict = byFolder.get(join(dirname(args.path), sub));
        if (!dict) throw new Error(`${relative('.', args.path)}: no dictionary folder ./${sub}`);
        found++;
        return `import(\`${publicPath}/${dict.owner}-\${${param}}-${dict.hash}.js\`)`;
      });
      if (!found) throw new Error(`${relative('.', args.path)} fetches no language as (code) => import(\`./messages/\${code}.ts\`)`);
      return { contents, loader: 'ts' };
    });
    // The rewritten imports name built files, not modules to bundle.
    b.onResolve({ filter: new RegExp(`^${publicPath}/`) }, (args) => ({ path: args.path, external: true }));
  },
});
