// What a borrower downloads to use one route: read from the route table itself (build.mjs names its
// module), so a new route is counted without anyone remembering it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { importTs } from './import-ts.mjs';

const asModule = (from, spec) => {
  const base = resolve(dirname(from), spec);
  const found = ['', '.ts', '.tsx', '/index.ts'].map((x) => base + x).find((p) => existsSync(p) && !p.endsWith(spec));
  return relative('.', found ?? base);
};

/**
 * The route table evaluated in Node with every module it imports replaced by its path: each row
 * becomes `{path, modules}`, the page modules opening it runs (a row with steps gives one row per step;
 * a redirect gives none).
 */
export async function readRouteTable(routesModule) {
  globalThis.__modulePath = (path) => Promise.resolve(new Proxy({}, { get: (_, k) => (k === 'then' ? undefined : path) }));
  const { routes } = await importTs(resolve(routesModule), {
    platform: 'neutral',
    plugins: [
      {
        name: 'modules-as-paths',
        setup(b) {
          // A dynamic import becomes a module whose every export is the imported module's path.
          b.onLoad({ filter: /.*/, namespace: 'file' }, (args) => ({
            contents: readFileSync(args.path, 'utf8').replace(
              /(?<!typeof )\bimport\((['"])([^'"]+)\1\)/g,
              (_, _quote, spec) => `globalThis.__modulePath(${JSON.stringify(asModule(args.path, spec))})`,
            ),
            loader: 'ts',
          }));
          b.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'entry-point' ? undefined : { path: asModule(args.importer, args.path), namespace: 'module-path' },
          );
          b.onLoad({ filter: /.*/, namespace: 'module-path' }, (args) => ({
            contents: `export default ${JSON.stringify(args.path)};`,
            loader: 'js',
          }));
        },
      },
    ],
  });
  const rows = routes.flatMap((r) => {
    const steps = Object.entries(r.steps ?? {}).map(([step, load]) => [r.path.replace(/:\w+$/, step), load]);
    const flags = { public: !!r.public, notForCertified: !!r.notForCertified };
    return r.redirect ? [] : (steps.length ? steps : [[r.path, r.load]]).map(([path, load]) => ({ path, load, ...flags }));
  });
  return Promise.all(rows.map(async ({ path, load, ...flags }) => ({ path, modules: [(await load()).default], ...flags })));
}

/**
 * Every file one route downloads when a signed-in borrower opens it directly: `start` (the HTML, the
 * entry and what the app fetches at start for a signed-in borrower), the page's chunks and all they
 * import statically, and in `language` the dictionaries of its heaviest language (`byLanguage`).
 */
export function routeDownloads(row, { outputs, start, chunkOf, closure, dictionaries, size }) {
  const files = new Set(start);
  // The page's chunks, what they import, and what the page itself fetches later (the QR encoder of
  // /sky-scan, a dialog): counted rather than guessed at, since a tap may need it on a slow network.
  for (const m of row.modules) {
    const page = chunkOf(m);
    // (The first screen's chunk holds the route table too, whose imports are every page: not this page's.)
    const later = start.has(page)
      ? []
      : (outputs[page]?.imports ?? []).filter((i) => i.kind === 'dynamic-import' && outputs[i.path]).map((i) => i.path);
    for (const f of [page, ...later]) for (const c of closure(f)) files.add(c);
  }
  const inputs = new Set([...files].flatMap((f) => Object.keys(outputs[f]?.inputs ?? {})));
  // A dictionary is fetched when a module that fetches it is in the download.
  const fetched = dictionaries.filter((d) => d.importers.some((i) => inputs.has(i)));
  let language = { code: 'en', files: [] };
  for (const code of new Set(dictionaries.flatMap((d) => Object.keys(d.files)))) {
    const langFiles = fetched.flatMap((d) => d.files[code] ?? []);
    if (size(langFiles) > size(language.files)) language = { code, files: langFiles };
  }
  return { files: [...files, ...language.files], language: language.code };
}
