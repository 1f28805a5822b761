// esbuild plugins of the app build (build.mjs): where stylesheets go, and one chunk for the first screen.
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// The entry's stylesheet is bundled and inlined into index.html. A lazy page's own `import './x.css'`
// becomes a minified hashed file that the page chunk links and awaits (src/app/stylesheet.ts) before
// it renders: page CSS then travels with its page instead of weighing on the first screen. Stylesheets
// the first screen imports (`withEntry`) join the entry's instead.
//
// Lazy pages' stylesheets (`pages`, when given) all go into one file, pages.css, that every page links:
// one request, and it compresses as a whole (1,256 brotli bytes as seven files, 789 as one), so a new
// page's CSS costs its words, not a file of its own.
/**
 * The CSS plugin: `withEntry` holds the absolute paths of stylesheets that join the entry's; `pages`
 * (absolute paths, optional) the lazy stylesheets that share one file.
 */
export const lazyCss = (withEntry, pages = []) => ({
  name: 'lazy-css',
  setup(b) {
    const loader = resolve('src/app/stylesheet.ts');
    b.onResolve({ filter: /\.css$/ }, (args) => {
      if (args.kind === 'entry-point' || args.kind === 'import-rule' || args.importer.endsWith(join('src', 'main.tsx'))) return undefined;
      const path = resolve(args.resolveDir, args.path);
      if (args.namespace === 'lazy-css') return { path, namespace: 'css-file' };
      // Imported by the entry itself (see `together`): here an empty module, so no lazy chunk drags it into a stylesheet of its own.
      return withEntry.has(path) ? { path, namespace: 'entry-css' } : { path, namespace: 'lazy-css' };
    });
    b.onLoad({ filter: /.*/, namespace: 'entry-css' }, () => ({ contents: '', loader: 'js' }));
    b.onResolve({ filter: /^first-screen:css$/ }, () => ({ path: 'first-screen.css', namespace: 'first-screen-css' }));
    b.onLoad({ filter: /.*/, namespace: 'first-screen-css' }, () => ({
      contents: [...withEntry].map((f) => `@import ${JSON.stringify(f)};`).join('\n'),
      resolveDir: resolve('.'),
      loader: 'css',
    }));
    const shared = new Set(pages);
    b.onLoad({ filter: /.*/, namespace: 'lazy-css' }, (args) => ({
      contents: `import href from ${JSON.stringify(shared.has(args.path) ? 'pages-css:all' : args.path)};import{loadStylesheet}from${JSON.stringify(loader)};await loadStylesheet(href);`,
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
    b.onResolve({ filter: /^pages-css:all$/ }, () => ({ path: 'pages.css', namespace: 'pages-css' }));
    b.onLoad({ filter: /.*/, namespace: 'pages-css' }, async () => ({
      contents: (await Promise.all(pages.map((f) => minifyCss(f)))).join(''),
      loader: 'file',
    }));
    b.onLoad({ filter: /.*/, namespace: 'css-file' }, async (args) => ({ contents: await minifyCss(args.path), loader: 'file' }));
  },
});
const minifyCss = async (path) =>
  (await esbuild.transform(readFileSync(path, 'utf8'), { loader: 'css', minify: true, target: ['chrome92', 'safari15.4'] })).code;

// esbuild puts each module in the chunk of the set of entries (main and every lazy import) that reach
// it, so the first screen's modules scatter over one tiny chunk per set, one request each. Every lazy
// entry therefore also imports all of them (`together`): they then share one set and one chunk. By the
// time a lazy chunk runs the entry has run them all, so the extra import costs a line and changes nothing.
//
// The same trick holds the modules lazy pages share (`common`: the API client, form widgets, the header...)
// in one "pages-common" chunk instead of a dozen chunks of 150 to 900 bytes, each a request and a preamble
// of its own: every lazy entry that uses any of them (`common.entries`) imports them all. The first lazy
// page downloads a few KB more, and every page after it less, once.
//
// The entry's own code (src/main.tsx, its stylesheets aside) joins the first screen's chunk too, as the
// last module of the list: the entry file is then one import line, instead of a second file that
// imports some thirty names from the chunk (and the chunk exporting them), 160 brotli bytes.
//
// A module the first screen fetches later but pages import too (the status, the tracking calls) has its
// code in pages-common, so its own chunk would only re-export it: one such "later" chunk re-exports
// them all (`common.stubs`), one file instead of one each (about 90 brotli bytes for two).
/** The entry's stylesheet imports (`import './x.css';` lines) and the rest of its source; fails on any other form of a CSS import. */
function splitEntryCss(source) {
  const line = /^import '[^']+\.css';\n/gm;
  const css = source.match(line) ?? [];
  const body = source.replace(line, '');
  if (/\.css['"]/.test(body))
    throw new Error("src/main.tsx: write each stylesheet import as `import './x.css';` on a line of its own (build/chunking.mjs)");
  return [css.join(''), body];
}

/**
 * Holds the first screen's modules (`firstJs`, absolute paths) in one chunk and the modules lazy code shares
 * (`common.modules`) in another; `lazyEntries` are every dynamic import's module. Dynamic imports of
 * `common.stubs` (modules of pages-common) all get one module that re-exports them.
 */
export const together = (firstJs, lazyEntries, withEntryCss, common = { modules: [], entries: new Set() }) => ({
  name: 'first-screen-together',
  setup(b) {
    b.onResolve({ filter: /^first-screen:together$/ }, () => ({ path: 'together', namespace: 'first-screen' }));
    b.onResolve({ filter: /^pages:common$/ }, () => ({ path: 'common', namespace: 'pages-common' }));
    const importAll = (files) => () => ({
      contents: files.map((f) => `import ${JSON.stringify(f)};`).join('\n'),
      resolveDir: resolve('.'),
      loader: 'js',
    });
    const main = resolve('src/main.tsx');
    b.onLoad({ filter: /.*/, namespace: 'first-screen' }, importAll([...firstJs, 'first-screen:main']));
    b.onLoad({ filter: /.*/, namespace: 'pages-common' }, importAll(common.modules));
    // The entry imports its stylesheets (so they stay the entry's, inlined into index.html) and the list
    // (else the list becomes a chunk of its own), which runs the entry's code last.
    const [entryCss, body] = splitEntryCss(readFileSync(main, 'utf8'));
    b.onLoad({ filter: /src[\\/]main\.tsx$/, namespace: 'file' }, () => ({
      contents: `${entryCss}\nimport "first-screen:together";${withEntryCss ? 'import "first-screen:css";' : ''}`,
      resolveDir: dirname(main),
      loader: 'js',
    }));
    b.onResolve({ filter: /^first-screen:main$/ }, () => ({ path: main, namespace: 'entry-code' }));
    b.onLoad({ filter: /.*/, namespace: 'entry-code' }, () => ({ contents: body, resolveDir: dirname(main), loader: 'tsx' }));
    // A dynamic import of one of `common.stubs` gets the one module that re-exports them all.
    const stubs = new Set(common.stubs ?? []);
    b.onResolve({ filter: /^\./ }, async (args) => {
      if (args.kind !== 'dynamic-import' || !stubs.size || args.pluginData === 'stub') return undefined;
      const r = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'stub' });
      return stubs.has(r.path) ? { path: 'later', namespace: 'pages-later' } : undefined;
    });
    b.onLoad({ filter: /.*/, namespace: 'pages-later' }, () => ({
      contents: `${[...stubs].map((f) => `export * from ${JSON.stringify(f)};`).join('')}import "first-screen:together";import "pages:common";`,
      resolveDir: resolve('.'),
      loader: 'js',
    }));
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (!lazyEntries.has(args.path)) return undefined;
      const ext = /\.([cm]?[jt]sx?)$/.exec(args.path)[1].replace(/^[cm]/, '');
      const shared = common.entries.has(args.path) ? 'import "pages:common";' : '';
      return {
        contents: `${readFileSync(args.path, 'utf8')}\nimport "first-screen:together";${shared}`,
        loader: ext,
        resolveDir: dirname(args.path),
      };
    });
  },
});
