// The one chunking rule of the app build that is not esbuild's default (docs/build.md says why).
// esbuild puts each module in the chunk of the set of entries that reach it, so the first screen's
// modules would scatter over a dozen small chunks, one request each before the first paint. Every lazy
// entry therefore also imports the entry: the first screen is then one chunk (and the entry file that
// imports it). Modules several pages share, outside features (the API client, form widgets, the
// header), likewise go into one pages chunk, imported by every page that uses any of them.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Static-import closure of an output file in a metafile: what the browser must fetch before it runs. */
export function closureOf(outputs, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') closureOf(outputs, i.path, seen);
  return seen;
}

// Left to esbuild's own chunks: a feature's parts, and those only borrowing and repayment pages use
// (the certified page and its gate, the disclosure), so certification and sign-in do not download them.
const OWN_CHUNKS = /^src\/(features\/|ui\/disclosure\/|ui\/certified-page|session\/certified-gate)/;

/** From a first build's metafile (entry `entry`): the lazy entries, and the shared modules and who uses them. */
export function chunkPlan(metafile, entry) {
  const outputs = metafile.outputs;
  const main = Object.keys(outputs).find((f) => outputs[f].entryPoint === entry);
  const first = closureOf(outputs, main);
  const shared = Object.keys(outputs).filter((f) => f.endsWith('.js') && !outputs[f].entryPoint && !first.has(f));
  const lazy = Object.keys(outputs).filter((f) => outputs[f].entryPoint && f !== main && !outputs[f].entryPoint.includes(':'));
  return {
    lazy: new Set(lazy.map((f) => resolve(outputs[f].entryPoint))),
    common: shared
      .flatMap((f) => Object.keys(outputs[f].inputs))
      .filter((i) => /^src\/.*\.tsx?$/.test(i) && !OWN_CHUNKS.test(i))
      .map((i) => resolve(i)),
    usesCommon: new Set(
      lazy.filter((f) => [...closureOf(outputs, f)].some((c) => shared.includes(c))).map((f) => resolve(outputs[f].entryPoint)),
    ),
  };
}

/** esbuild plugin: each lazy entry of `plan` imports the entry `entry` (and the pages chunk if it uses it). */
export const chunks = (entry, plan) => ({
  name: 'chunks',
  setup(b) {
    b.onResolve({ filter: /^pages:common$/ }, () => ({ path: 'common', namespace: 'pages-common' }));
    b.onLoad({ filter: /.*/, namespace: 'pages-common' }, () => ({
      contents: plan.common.map((f) => `import ${JSON.stringify(f)};`).join('\n'),
      resolveDir: resolve('.'),
      loader: 'js',
    }));
    b.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (!plan.lazy.has(args.path)) return undefined;
      const common = plan.usesCommon.has(args.path) ? 'import "pages:common";' : '';
      return {
        contents: `${readFileSync(args.path, 'utf8')}\nimport ${JSON.stringify(resolve(entry))};${common}`,
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        resolveDir: dirname(args.path),
      };
    });
  },
});
