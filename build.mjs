// One build: the app into dist/ (hashed, minified, one lazy chunk per page, precompressed), the
// server into dist/server/, then a size table that fails the build when a budget is exceeded.
// docs/build.md explains each step that is not esbuild's default.
import * as esbuild from 'esbuild';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { budget, budgetReport } from './build/budget.mjs';
import { chunkPlan, chunks, closureOf } from './build/chunks.mjs';
import { bundleText, importTs } from './build/import-ts.mjs';
import { inlineFirstScreen } from './build/inline-first-screen.mjs';
import { landingBuild } from './build/landing.mjs';
import { buildLanguages, buildWordBundles, checkLanguages, languageImports } from './build/languages.mjs';
import { prerenderLanding } from './build/prerender.mjs';
import { reactHooks } from './build/react-hooks.mjs';
import { readRouteTable, routeDownloads } from './build/route-files.mjs';
import { writeServiceWorker } from './build/service-worker.mjs';
import { readBuildSettings } from './build/settings.mjs';
import { serverBundleOptions } from './build/server-bundle.mjs';
import { sizeTable, writeSizeTable } from './build/size-table.mjs';

// OUT_DIR lets a second build (say, with ORIGIN_FLAG=1 for the embedded journey) sit beside the first.
const out = process.env.OUT_DIR ?? 'dist';
const ENTRY = 'src/main.tsx';
// The start script inline in index.html, bundled from this module (its `start`) with the table below.
const START = 'src/app/start-script.ts';
// The route table: the pages, the budget's routes and the start's.
const ROUTES = 'src/app/routes.ts';
// What a signed-in start loads besides the first screen (src/session/boot.ts imports it for the status), counted in every route.
const SIGNED_IN_START = 'src/session/status.ts';
// The landing's figures and the sample disclosure come from the server's pricing code (build/landing.mjs).
const { landing: landingFigures, sample } = await landingBuild(process.env);
const settings = { ...readBuildSettings(process.env), landing: landingFigures };
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'assets'), { recursive: true });
cpSync('public', out, { recursive: true, filter: (f) => !f.endsWith('index.html') });

// Files are named by their content's hash, and the service worker and the browser's cache trust that a name
// always means the same bytes (build/sw-template.js). When what a file holds changes while esbuild's content does
// not (the first screen's chunk became the hand-over of the code index.html carries), this changes: it goes into
// every hash through the banner, and out of every file once written.
const NAMING = '//naming 2';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const target = ['chrome92', 'safari15.4', 'firefox90']; // build/support-check.js tests for the same engines
// Minified for those engines; words as UTF-8 rather than \u escapes (a Thai table is a third smaller raw).
const minified = { minify: true, target, charset: 'utf8', legalComments: 'none', logLevel: 'warning' };
const appOptions = {
  ...minified,
  entryPoints: [ENTRY],
  outdir: join(out, 'assets'),
  bundle: true,
  splitting: true,
  format: 'esm',
  // Files by their hash alone: the first screen names every page chunk, and their names would weigh on
  // every visit (docs/build.md). The build's printout says what each file holds.
  entryNames: '[hash]',
  chunkNames: '[hash]',
  // A file's hash covers its modules' paths: a checkout whose node_modules is a link (a git worktree)
  // would otherwise name every chunk differently from the main checkout, and the first screen, which
  // names the page chunks, would weigh a few dozen bytes more or less there.
  preserveSymlinks: true,
  metafile: true,
  // Chromium then compiles a file's functions as it streams in, on another thread, rather than each on
  // the main thread at its first call: a page's code runs as it opens, and a slow phone's main thread is
  // what the borrower waits for (docs/build.md).
  banner: { js: `${COMPILE_HINT}\n${NAMING}` },
  publicPath: '/assets',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  // Stylesheets are bundled apart into one, inlined into index.html (below).
  loader: { '.css': 'empty' },
  alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/jsx-runtime' },
  // The origin flag also as a constant, so a build without it leaves embedded sign-in out (src/session/boot.ts).
  define: {
    'process.env.NODE_ENV': '"production"',
    __SETTINGS__: JSON.stringify(settings),
    '__SETTINGS__.embedded': String(settings.embedded),
    __SAMPLE__: JSON.stringify(sample),
  },
};

// Every non-English dictionary first, as files of their own: the app's dictionary modules name them (build/languages.mjs).
const languages = await buildLanguages(appOptions.outdir, minified);
const plugins = [reactHooks(), languageImports(languages.byFolder, languages.importers, appOptions.publicPath)];
// A first pass (not written) finds the lazy entries and which pages reach each shared module; the second builds
// with them (build/chunks.mjs), by the route table's pages: those a signed-in start opens (src/session/first-calls.ts;
// the start script asks for their files and calls, below), the public ones and those not for the certified.
const routeTable = await readRouteTable(ROUTES);
const startModule = await importTs(START);
const signedInStarts = startModule.signedInStarts();
const pagesOf = (rowFits) => routeTable.filter(rowFits).flatMap((r) => r.modules);
// The pages of a path the start script fetches ahead for.
const modulesOf = (path) => {
  const row = routeTable.find((r) => r.path === path);
  if (!row) throw new Error(`the start script fetches ahead for ${path}, which the route table lacks`);
  return row.modules;
};
const pageSets = {
  all: pagesOf(() => true),
  start: signedInStarts.flatMap(modulesOf),
  startEntries: [SIGNED_IN_START],
  notForCertified: pagesOf((r) => r.notForCertified),
  open: pagesOf((r) => r.public || r.notForCertified),
};
const plan = chunkPlan((await esbuild.build({ ...appOptions, write: false, plugins })).metafile, ENTRY, pageSets);
const { metafile } = await esbuild.build({ ...appOptions, plugins: [...plugins, chunks(ENTRY, plan)] });
const outputs = metafile.outputs;
for (const file of Object.keys(outputs).filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(file, 'utf8');
  const banner = `${COMPILE_HINT}\n${NAMING}\n`;
  if (!text.startsWith(banner)) throw new Error(`${file} does not start with the banner`);
  writeFileSync(file, `${COMPILE_HINT}\n${text.slice(banner.length)}`);
}
// Files are named by their hash alone: chunks.json (not served) says which file holds each page and
// lazy module, for the journeys and for whoever reads dist/.
const entryFiles = Object.entries(outputs).flatMap(([f, o]) => (o.entryPoint ? [[o.entryPoint, `/${relative(out, f)}`]] : []));
writeFileSync(join(out, 'chunks.json'), JSON.stringify(Object.fromEntries(entryFiles), null, 1));
// DUMP_META=file.json writes esbuild's metafile, to see what a chunk is made of.
if (process.env.DUMP_META) writeFileSync(process.env.DUMP_META, JSON.stringify(metafile));

// Server and operator CLI: Node bundles that keep node_modules external.
await esbuild.build(serverBundleOptions(join(out, 'server')));

checkLanguages(metafile, languages, plan.lazy);
const rel = (p) => relative(out, p);
const entryJs = Object.keys(outputs).find((f) => outputs[f].entryPoint === ENTRY);
const closure = (file) => closureOf(outputs, file);
// The entry file is only `import "<first-screen chunk>"` (every lazy entry imports the entry, so its code
// sits in that chunk: build/chunks.mjs): the HTML loads the chunk itself, one request fewer on every visit.
const entryImports = outputs[entryJs].imports.filter((i) => i.kind === 'import-statement');
const mainJs = Object.keys(outputs[entryJs].inputs).length === 0 && entryImports.length === 1 ? entryImports[0].path : entryJs;
const firstScreen = closure(mainJs);
// The first screen holds what the entry imports and nothing else (a page's words hoisted into it would weigh on every visit).
const entryReach = closureOf(metafile.inputs, ENTRY); // inputs list their imports as outputs do
const firstInputs = [...firstScreen].flatMap((f) => Object.keys(outputs[f]?.inputs ?? {}));
const landingPage = routeTable.find((r) => r.path === '/noren').modules[0];
if (!firstInputs.includes(landingPage)) throw new Error(`the entry does not hold the landing, ${landingPage}`);
if (firstScreen.size > 2)
  throw new Error(`The first screen needs ${firstScreen.size} scripts (${[...firstScreen].map(rel)}); at most 2: see build/chunks.mjs`);
const stray = firstInputs.filter((i) => !entryReach.has(i));
if (stray.length) throw new Error(`The first screen carries what the entry does not import: ${stray.join(', ')}`);
const dictionaries = [...languages.byFolder.values()];
const englishDictionaries = dictionaries.filter((d) => d.englishInCode).map((d) => join(d.folder, 'en.ts'));

// Every stylesheet the app imports, in one: the entry's first (in its order), then the others by name.
const isCss = (path) => path.endsWith('.css');
const cssFiles = new Set([
  ...metafile.inputs[ENTRY].imports.map((i) => i.path).filter(isCss),
  ...Object.keys(metafile.inputs).filter(isCss).sort(),
]);
const css = (
  await bundleText({
    ...minified,
    stdin: {
      contents: [...cssFiles].map((f) => `@import ${JSON.stringify(`./${f}`)};`).join('\n'),
      loader: 'css',
      resolveDir: resolve('.'),
    },
  })
)
  .trim()
  // esbuild keeps the space after a custom property's colon (--c-primary: #0b57a4), in every page's HTML.
  .replace(/(--[\w-]+):\s+/g, '$1:');

// The app's name (manifest, service worker), from the first screen's English words.
const appName = (
  await Promise.all(englishDictionaries.filter((d) => firstInputs.includes(d)).map(async (d) => (await importTs(d)).default))
)
  .map((words) => words['app.name'])
  .find(Boolean);
// The page being opened, its files and the stored language's dictionaries asked for by the start
// script at once instead of one hop after another once the app runs: the landing and the sign-in page
// opened directly signed out, and a signed-in borrower's first pages with the status's code.
const filesOf = (modules) =>
  [...new Set(modules.flatMap((m) => [...closure(chunkOf(m))]))].filter((f) => !firstScreen.has(f) && /\.js$/.test(f));
// A chunk's dictionaries are fetched as it runs: those whose fetching module it holds, each named up to the language.
const dictionariesIn = (file) =>
  dictionaries.filter((d) => d.englishInCode && d.importers.some((i) => outputs[file]?.inputs[i])).map((d) => `${d.hash}-`);
// Each file as the start script reads it (names only, without the folder and `.js`): its own, then the dictionaries it fetches when it runs.
const startEntry = (file) => [basename(file, '.js'), ...dictionariesIn(file)].join(' ');
const routeFiles = { out: { '/login': filesOf(modulesOf('/login')) }, in: {} };
// A page that carries the status's code (session/status-code.ts) needs no file of the status's own.
const carriesStatus = (files) => files.some((f) => outputs[f]?.inputs[SIGNED_IN_START]);
for (const path of signedInStarts) {
  const files = filesOf(modulesOf(path));
  routeFiles.in[path] = carriesStatus(files) ? files : filesOf([...modulesOf(path), SIGNED_IN_START]);
}
// Over HTTP/1.1 a browser opens six connections: a signed-in first page's files (the first screen's, the
// preloads) and the start script's one batch must fit them, or some wait a whole round trip.
const CONNECTIONS = 6;
for (const [path, files] of Object.entries(routeFiles.in)) {
  // The batch, and in another language the start's words (one file).
  const requests = firstScreen.size + files.length + 2;
  if (requests > CONNECTIONS)
    throw new Error(
      `${path} needs ${requests} requests after the HTML (${files.map(rel)}, the batch and the words): at most ${CONNECTIONS}, see build/chunks.mjs`,
    );
}
// A signed-in start's dictionaries (the first screen's and its files') in one file per language, named
// after the start's first file (src/app/start-script.ts).
const startWords = await buildWordBundles(
  appOptions.outdir,
  minified,
  languages.byFolder,
  Object.entries(routeFiles.in).map(([path, files]) => ({
    path,
    name: `${basename(files[0], '.js')}-`,
    hashes: [...firstScreen, ...files].flatMap(dictionariesIn).map((d) => d.slice(0, -1)),
  })),
);
const fileList = [...new Set(Object.values(routeFiles).flatMap((t) => Object.values(t).flat()))];
const indexed = (t) => Object.fromEntries(Object.entries(t).map(([path, files]) => [path, files.map((f) => fileList.indexOf(f))]));
const startTable = {
  headers: { 'App-Id': settings.appId, Version: String(settings.versionCode), EFLAG: '1' },
  base: `${appOptions.publicPath}/`,
  words: [...firstScreen].flatMap(dictionariesIn).join(' '),
  files: fileList.map(startEntry),
  out: indexed(routeFiles.out),
  in: indexed(routeFiles.in),
};
// The device check parses in any browser (ES5, written by hand); the start runs in every browser with
// ES2017's syntax, in a script of its own so that an older one still shows the message.
const supportJs = (
  await esbuild.transform(
    readFileSync('build/support-check.js', 'utf8').replace('__MESSAGES__', JSON.stringify(startModule.unsupportedDevice)),
    { ...minified, target: 'es5' },
  )
).code.trim();
const startJs = (
  await bundleText({
    ...minified,
    stdin: { contents: `import { start } from './${START}'; start(__START__);`, loader: 'ts', resolveDir: resolve('.') },
    format: 'iife',
    target: 'es2020',
    define: { __START__: JSON.stringify(startTable) },
  })
).trim();

// The landing, prerendered; its stylesheet, the start script and the first screen's code go inline (the
// server allows them by hash). The first screen's code comes last, after the landing it hydrates, so the
// landing paints while it streams in; its file keeps only the hand-over to the other chunks (build/inline-first-screen.mjs).
const landing = await prerenderLanding(appOptions);
const firstScreenCode = inlineFirstScreen(readFileSync(mainJs, 'utf8'));
writeFileSync(mainJs, firstScreenCode.shim);
const head = [
  `<script>${supportJs}</script><script>${startJs}</script>`,
  `<style>${css}</style>`,
  // After the start script's: over HTTP/1.1 the last one asked waits for the HTML's connection, and this file is the smallest.
  ...[...firstScreen].map((f) => `<link rel="modulepreload" href="/${rel(f)}">`),
];
const html = readFileSync('public/index.html', 'utf8')
  .replace('%HEAD%', () => head.join('\n'))
  .replace('%APP_NAME%', () => landing.title)
  .replace('%LANDING%', () => landing.html)
  .replace('%APP%', () => `<script type="module">${firstScreenCode.inline}</script>`);
writeFileSync(join(out, 'index.html'), html);
firstScreen.add(join(out, 'index.html'));
// The web manifest of public/ (its theme_color is the interface's --c-primary) with the app's name, minified.
const manifest = { ...JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')), name: appName, short_name: appName };
writeFileSync(join(out, 'manifest.webmanifest'), JSON.stringify(manifest));

// The service worker stores the shell and the first screen's files on install (build/sw-template.js).
const firstScripts = [...firstScreen].filter((f) => f.endsWith('.js')).map((f) => `/${rel(f)}`);
const precache = ['/', ...firstScripts, '/manifest.webmanifest', '/icon-192.png'];
const swFile = await writeServiceWorker(out, precache, appName);

// Precompress everything textual; the server picks .br or .gz by Accept-Encoding.
const brotliText = { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
const written = [
  ...Object.keys(outputs),
  ...languages.files.keys(),
  ...startWords.keys(),
  join(out, 'index.html'),
  join(out, 'manifest.webmanifest'),
  swFile,
];
const sizes = written.map((file) => {
  const raw = readFileSync(file);
  const gz = gzipSync(raw, { level: 9 });
  const br = brotliCompressSync(raw, brotliText);
  writeFileSync(`${file}.gz`, gz);
  writeFileSync(`${file}.br`, br);
  return { file, raw: raw.length, gz: gz.length, br: br.length };
});

const brotliOf = new Map(sizes.map((s) => [s.file, s.br]));
const sum = (files) => [...files].reduce((n, f) => n + (brotliOf.get(f) ?? 0), 0);
const bySize = (a, b) => sum([b]) - sum([a]);
// The cipher fallback is the chunk that carries @noble/ciphers (only pages without Web Crypto load it).
const isCipherFallback = (f) => Object.keys(outputs[f]?.inputs ?? {}).some((i) => i.includes('node_modules/@noble/ciphers/'));
const assets = written.filter((f) => f.endsWith('.js'));
/** A file as the printout names it: its path, and the page or module it holds (the file names only a hash). */
const named = (f) =>
  `${rel(f)} ${outputs[f] ? basename(outputs[f].entryPoint ?? 'shared').replace(/\.tsx?$/, '') : (startWords.get(f) ?? dirname(languages.files.get(f) ?? '').replace(/^\.$/, ''))}`.trim();

// Each route of the route table opened directly by a signed-in borrower (build/route-files.mjs).
/** The output file that importing module `m` fetches: its own chunk, or the chunk holding it. */
function chunkOf(m) {
  const file = Object.keys(outputs).find((f) => outputs[f].entryPoint === m) ?? Object.keys(outputs).find((f) => outputs[f].inputs[m]);
  if (!file) throw new Error(`${m} is in the route table but in no chunk`);
  return file;
}
const start = new Set([...firstScreen, ...closure(chunkOf(SIGNED_IN_START))]);
const routeRows = routeTable
  .map((row) => ({ ...row, ...routeDownloads(row, { outputs, start, chunkOf, closure, dictionaries, size: sum }) }))
  .map((row) => ({ ...row, br: sum(row.files) }))
  .sort((a, b) => b.br - a.br);
const pageChunks = new Set(routeRows.flatMap((r) => r.modules.map(chunkOf)).filter((f) => !firstScreen.has(f)));
const largest = (files) =>
  [...files]
    .sort(bySize)
    .slice(0, 3)
    .map((f) => `${named(f)} ${sum([f])}`);

const firstScreenLine = { name: 'first screen (#/noren, English) HTML+JS+CSS', br: sum(firstScreen), limit: budget.firstScreen };
const wholeApp = {
  name: 'whole app, one language, Web Crypto: all JS+CSS',
  br: sum(assets.filter((f) => !languages.files.has(f) && !startWords.has(f) && !isCipherFallback(f))) + sum([join(out, 'index.html')]),
  limit: budget.oneLanguage,
};
const checks = [
  firstScreenLine,
  ...routeRows.map((r) => ({ name: `route ${r.path} (${r.language})`, br: r.br, limit: budget.route, largest: largest(r.files) })),
  ...[...pageChunks].map((f) => ({ name: `page chunk ${outputs[f].entryPoint}`, br: sum([f]), limit: budget.pageChunk })),
  wholeApp,
  // Per dictionary folder, its heaviest language (build/languages.mjs).
  ...dictionaries.map((d) => {
    const [lang, file] = Object.entries(d.files).sort(([, a], [, b]) => bySize(a, b))[0];
    return { name: `language chunk (${lang}) ${d.folder}`, br: sum([file]), limit: budget.languageChunk };
  }),
  // Each start's words in its heaviest language.
  ...Object.keys(routeFiles.in).map((path) => {
    const file = [...startWords.keys()].filter((f) => startWords.get(f).endsWith(` ${path}`)).sort(bySize)[0];
    return { name: `start words (${basename(file, '.js').split('-')[1]}) ${path}`, br: sum([file]), limit: budget.languageChunk };
  }),
  ...assets.filter(isCipherFallback).map((f) => ({ name: 'cipher fallback (@noble/ciphers)', br: sum([f]), limit: budget.cipherFallback })),
];

const columns = (name, width, ...numbers) => name.padEnd(width) + numbers.map((n) => String(n).padStart(9)).join('');
console.log(`\n${columns('file (* first screen)', 64, 'raw', 'gzip', 'brotli')}`);
for (const s of sizes.sort((a, b) => b.br - a.br))
  console.log(columns(`${firstScreen.has(s.file) ? '* ' : '  '}${named(s.file)}`, 64, s.raw, s.gz, s.br));
const report = budgetReport(checks);
console.log(`\n${report.text}`);
// The README shows the plain build's figures; the embedded one (ORIGIN_FLAG, OUT_DIR) differs.
if (out === 'dist' && !settings.embedded) {
  const table = sizeTable({ firstScreen: firstScreenLine, routes: routeRows, routeLimit: budget.route, wholeApp });
  if (writeSizeTable('README.md', table)) console.log('\nREADME.md: size table updated');
}
if (report.over) {
  console.error(`\n${report.over} budget line(s) exceeded: see build/budget.mjs`);
  process.exit(1);
}
