// esbuild plugins of the app build (build.mjs): where stylesheets go, and one chunk for the first screen.
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// The entry's stylesheet is bundled and inlined into index.html. A lazy page's own `import './x.css'`
// becomes a minified hashed file that the page chunk links and awaits (src/app/stylesheet.ts) before
// it renders: page CSS then travels with its page instead of weighing on the first screen. Stylesheets
// the first screen imports (`withEntry`) join the entry's instead.
/** The CSS plugin: `withEntry` holds the absolute paths of stylesheets that join the entry's. */
export const lazyCss = (withEntry) => ({
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
    b.onLoad({ filter: /.*/, namespace: 'lazy-css' }, (args) => ({
      contents: `import href from ${JSON.stringify(args.path)};import{loadStylesheet}from${JSON.stringify(loader)};await loadStylesheet(href);`,
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
    b.onLoad({ filter: /.*/, namespace: 'css-file' }, async (args) => ({
      contents: (await esbuild.transform(readFileSync(args.path, 'utf8'), { loader: 'css', minify: true, target: ['chrome92', 'safari15.4'] })).code,
      loader: 'file',
    }));
  },
});

// esbuild puts each module in the chunk of the set of entries (main and every lazy import) that reach
// it, so the first screen's modules scatter over one tiny chunk per set, one request each. Every lazy
// entry therefore also imports all of them (`together`): they then share one set and one chunk. By the
// time a lazy chunk runs the entry has run them all, so the extra import costs a line and changes nothing.
/** Holds the first screen's modules (`firstJs`, absolute paths) in one chunk; `lazyEntries` are every dynamic import's module. */
export const together = (firstJs, lazyEntries, withEntryCss) => ({
  name: 'first-screen-together',
  setup(b) {
    b.onResolve({ filter: /^first-screen:together$/ }, () => ({ path: 'together', namespace: 'first-screen' }));
    b.onLoad({ filter: /.*/, namespace: 'first-screen' }, () => ({
      contents: firstJs.map((f) => `import ${JSON.stringify(f)};`).join('\n'),
      resolveDir: resolve('.'),
      loader: 'js',
    }));
    // The entry imports the list too (else it becomes a chunk of its own), and the first screen's stylesheets.
    b.onLoad({ filter: /src[\\/]main\.tsx$/ }, (args) => ({
      contents: `${readFileSync(args.path, 'utf8')}\nimport "first-screen:together";${withEntryCss ? 'import "first-screen:css";' : ''}`,
      loader: 'tsx',
    }));
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (!lazyEntries.has(args.path)) return undefined;
      const ext = /\.([cm]?[jt]sx?)$/.exec(args.path)[1].replace(/^[cm]/, '');
      return { contents: `${readFileSync(args.path, 'utf8')}\nimport "first-screen:together";`, loader: ext, resolveDir: dirname(args.path) };
    });
  },
});
