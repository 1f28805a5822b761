// The one chunking rule of the app build that is not esbuild's default (docs/build.md says why).
// esbuild puts each module in the chunk of the set of entries that reach it, so the first screen's
// modules would scatter over a dozen small chunks, one request each before the first paint. Every lazy
// entry therefore also imports the entry: the first screen is then one chunk (and the entry file that
// imports it). Modules several pages share, outside features (the API client, form widgets, the
// header, contract/'s rules), likewise go into one pages chunk, imported by every page that uses any
// of them: a rule of contract/ left to esbuild was a file of its own, one request more. What the
// pages a signed-in start opens share besides (the borrowing pages' frame, the certified gate, the
// disclosure) goes into one more chunk, imported by every page that uses any of it: over HTTP/1.1's
// six connections a file fewer on that path is a round trip less.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Static-import closure of an output file in a metafile (what the browser must fetch before it runs), or of an input in its inputs. */
export function closureOf(outputs, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') closureOf(outputs, i.path, seen);
  return seen;
}

// Left to esbuild's own chunks: a feature's parts, and those only borrowing and repayment pages use
// (the certified page and its gate, the disclosure), so certification and sign-in do not download them.
const OWN_CHUNKS = /^src\/(features\/|ui\/disclosure\/|ui\/certified-page|session\/certified-gate)/;

/**
 * From a first build's metafile (entry `entry`): the lazy entries, and the groups of shared modules
 * that each go into one chunk, with the lazy entries that import each. `firstPages` are the page
 * modules a signed-in start opens (src/session/first-calls.ts).
 */
export function chunkPlan(metafile, entry, firstPages = []) {
  const outputs = metafile.outputs;
  const main = Object.keys(outputs).find((f) => outputs[f].entryPoint === entry);
  const first = closureOf(outputs, main);
  const shared = Object.keys(outputs).filter((f) => f.endsWith('.js') && !outputs[f].entryPoint && !first.has(f));
  const lazy = Object.keys(outputs).filter((f) => outputs[f].entryPoint && f !== main && !outputs[f].entryPoint.includes(':'));
  const sharedInputs = (files) =>
    files
      .filter((f) => shared.includes(f))
      .flatMap((f) => Object.keys(outputs[f].inputs))
      .filter((i) => i.startsWith(`${dirname(entry)}/`) || i.startsWith('contract/')); // the app's own modules and the rules they share with the server, not packages
  // A stylesheet is empty in the JS (the build inlines all CSS): a shared one goes with the pages chunk,
  // so importing it never makes a page use a group it otherwise would not.
  const common = sharedInputs(shared).filter((i) => i.endsWith('.css') || !OWN_CHUNKS.test(i));
  // Only what two first pages share: a module one first page shares with a page a start never opens
  // (My profile's words with another page of its feature) would otherwise reach every page using the group.
  const firstReach = lazy
    .filter((f) => firstPages.includes(outputs[f].entryPoint))
    .flatMap((f) => [...new Set(sharedInputs([...closureOf(outputs, f)]))]);
  const signedIn = firstReach.filter((i, n) => firstReach.indexOf(i) < n && !i.endsWith('.css') && OWN_CHUNKS.test(i));
  const usersOf = (modules) =>
    new Set(
      lazy
        .filter((f) =>
          [...closureOf(outputs, f)].some((c) => shared.includes(c) && Object.keys(outputs[c].inputs).some((i) => modules.includes(i))),
        )
        .map((f) => resolve(outputs[f].entryPoint)),
    );
  return {
    lazy: new Set(lazy.map((f) => resolve(outputs[f].entryPoint))),
    groups: [
      { name: 'common', modules: common.map((i) => resolve(i)), users: usersOf(common) },
      { name: 'signed-in', modules: [...new Set(signedIn)].map((i) => resolve(i)), users: usersOf(signedIn) },
    ].filter((g) => g.modules.length),
  };
}

/** esbuild plugin: each lazy entry of `plan` imports the entry `entry` and each group it uses. */
export const chunks = (entry, plan) => ({
  name: 'chunks',
  setup(b) {
    b.onResolve({ filter: /^pages:/ }, (args) => ({ path: args.path.slice('pages:'.length), namespace: 'pages-group' }));
    b.onLoad({ filter: /.*/, namespace: 'pages-group' }, (args) => ({
      contents: plan.groups
        .find((g) => g.name === args.path)
        .modules.map((f) => `import ${JSON.stringify(f)};`)
        .join('\n'),
      resolveDir: resolve('.'),
      loader: 'js',
    }));
    b.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (!plan.lazy.has(args.path)) return undefined;
      const groups = plan.groups.filter((g) => g.users.has(args.path)).map((g) => `import "pages:${g.name}";`);
      return {
        contents: `${readFileSync(args.path, 'utf8')}\nimport ${JSON.stringify(resolve(entry))};${groups.join('')}`,
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        resolveDir: dirname(args.path),
      };
    });
  },
});
