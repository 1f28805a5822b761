// The one chunking rule of the app build that is not esbuild's default (docs/build.md says why and
// what each part weighs). esbuild puts each module in the chunk of the set of entries that reach it,
// so the first screen's modules would scatter over a dozen small chunks, one request each before the
// first paint. Every lazy entry therefore also imports the entry: the first screen is then one chunk
// (and the entry file that imports it). The modules pages share likewise go into two chunks, chosen
// by who reaches them (the route table's pages, read from the import graph), never by where they sit:
// what the signed-in start's pages share and no page open to a visitor uses is one chunk (over
// HTTP/1.1's six connections a file fewer on that path is a round trip less), what else those pages
// and the status use the core chunk, the rest (the forms' widgets, the camera) the pages chunk, each
// imported by every page that uses any of it: a start page downloads nothing it does not use but
// what the pages a start opens use besides.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Static-import closure of an output file in a metafile (what the browser must fetch before it runs), or of an input in its inputs. */
export function closureOf(outputs, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') closureOf(outputs, i.path, seen);
  return seen;
}

// The app's own modules: not a package's, not one of esbuild's (`<define:…>`, a plugin's namespace).
const ownModule = (input) => !/(^|\/)node_modules\/|^<|:/.test(input);
const isStyle = (input) => input.endsWith('.css');

/**
 * From a first build's metafile (entry `entry`): the lazy entries, and the groups of shared modules
 * that each go into one chunk, with the lazy entries that import each. `pages` are the route table's
 * page modules: `all`, those a signed-in start opens (`start`), those of a not-for-certified row
 * (`notForCertified`: sign-in, certification) and those of such a row or a public one (`open`); and
 * `startEntries`, the lazy entries that are no page and that every signed-in start loads (the status).
 */
export function chunkPlan(metafile, entry, pages) {
  const outputs = metafile.outputs;
  const main = Object.keys(outputs).find((f) => outputs[f].entryPoint === entry);
  const first = closureOf(outputs, main);
  const lazy = Object.keys(outputs).filter((f) => outputs[f].entryPoint && f !== main && !outputs[f].entryPoint.includes(':'));
  const reach = new Map(lazy.map((f) => [f, closureOf(outputs, f)]));
  // esbuild's shared chunks, each the modules of the app (not packages) one set of lazy entries reaches.
  const shared = Object.keys(outputs)
    .filter((f) => f.endsWith('.js') && !outputs[f].entryPoint && !first.has(f))
    .map((f) => {
      const users = lazy.filter((l) => reach.get(l).has(f)).map((l) => outputs[l].entryPoint);
      const modules = Object.keys(outputs[f].inputs).filter(ownModule);
      const bytes = modules.reduce((n, i) => n + outputs[f].inputs[i].bytesInOutput, 0);
      return { file: f, modules, bytes, users, pages: users.filter((u) => pages.all.includes(u)) };
    })
    .filter((c) => c.modules.length);
  const among = (c, list) => c.pages.filter((p) => list.includes(p)).length;
  // The signed-in chunk: what two start pages share and no open page uses (sign-in, certification and
  // the public pages never download it). Biggest first, a set of modules joins when pages then download
  // fewer bytes they do not use than the pages chunk would make them: in this chunk, each page it adds
  // downloads the modules already there, and the pages already there download it; in the pages chunk,
  // every page that does not use it does.
  const lazyPages = lazy.filter((f) => pages.all.includes(outputs[f].entryPoint)).length;
  const signedIn = { modules: [], users: new Set(), bytes: 0 };
  const candidates = shared.filter((c) => among(c, pages.start) >= 2 && !among(c, pages.open) && !c.modules.every(isStyle));
  for (const c of candidates.sort((a, b) => b.bytes - a.bytes)) {
    const added = c.pages.filter((p) => !signedIn.users.has(p)).length;
    const unused = [...signedIn.users].filter((p) => !c.pages.includes(p)).length;
    if (signedIn.bytes * added + c.bytes * unused > c.bytes * (lazyPages - c.pages.length)) continue;
    signedIn.modules.push(...c.modules.filter((i) => !isStyle(i)));
    for (const p of c.pages) signedIn.users.add(p);
    signedIn.bytes += c.bytes;
  }
  // The pages chunk: every other module a start page, sign-in or certification, or an entry that is no
  // page (the platform's, the status) uses; what only other pages share stays in esbuild's chunks (the
  // repayment words and channels, which the repayment and payment-code pages share). A stylesheet is empty in the JS (the build
  // inlines all CSS): a shared one goes here, so importing it never makes a page use the signed-in chunk.
  const inCommon = (c) => among(c, pages.start) || among(c, pages.notForCertified) || c.users.length > c.pages.length;
  const common = shared.flatMap((c) => c.modules.filter((i) => isStyle(i) || (inCommon(c) && !signedIn.modules.includes(i))));
  // Of those, what a start page or the start's own entry (the status) uses is the core chunk; the rest
  // (the forms' widgets, the camera) a chunk of their own, which a start page never downloads.
  const starters = [...pages.start, ...pages.startEntries];
  const forStart = (c) => c.users.some((u) => starters.includes(u));
  const core = common.filter((i) => shared.some((c) => forStart(c) && c.modules.includes(i)));
  const usersOf = (modules) =>
    new Set(
      lazy
        .filter((f) => shared.some((c) => reach.get(f).has(c.file) && c.modules.some((i) => modules.includes(i))))
        .map((f) => resolve(outputs[f].entryPoint)),
    );
  return {
    lazy: new Set(lazy.map((f) => resolve(outputs[f].entryPoint))),
    groups: [
      { name: 'core', modules: core.map((i) => resolve(i)), users: usersOf(core) },
      {
        name: 'common',
        modules: common.filter((i) => !core.includes(i)).map((i) => resolve(i)),
        users: usersOf(common.filter((i) => !core.includes(i))),
      },
      { name: 'signed-in', modules: signedIn.modules.map((i) => resolve(i)), users: usersOf(signedIn.modules) },
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
