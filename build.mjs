// One build: the app into dist/ (hashed, minified, one lazy chunk per page, precompressed), the
// server into dist/server/, then a size table that fails the build when a budget is exceeded.
import * as esbuild from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { budget, cipherFallbackEntry, englishDictionary, firstScreenPage, languageChunk, signedInStart } from './build/budget.mjs';
import { readRouteTable, routeDownloads } from './build/route-files.mjs';
import { lazyCss, together } from './build/chunking.mjs';
import { shortNames } from './build/short-names.mjs';
import { reactHooks } from './build/react-hooks.mjs';
import { iconPng } from './build/icons.mjs';
import { buildLanguages, bundledLanguages, languageImports } from './build/languages.mjs';
import { prerenderLanding } from './build/prerender.mjs';
import { inlineSettings, readBuildSettings } from './build/settings.mjs';
import { inlineSample, landingBuild } from './build/landing.mjs';
import { writeServiceWorker } from './build/service-worker.mjs';

// OUT_DIR lets a second build (say, with ORIGIN_FLAG=1 for the embedded journey) sit beside the first.
const out = process.env.OUT_DIR ?? 'dist';
// The landing's figures come from the server's pricing configuration (build/landing.mjs).
// The sample disclosure is the server's quote too, written into its lazy chunk only (inlineSample).
const { landing: landingFigures, sample } = await landingBuild(process.env);
const settings = { ...readBuildSettings(process.env), landing: landingFigures };
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'assets'), { recursive: true });

const appOptions = {
  entryPoints: ['src/main.tsx'],
  outdir: join(out, 'assets'),
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  target: ['chrome92', 'safari15.4', 'firefox90'], // build/support-check.js tests for the same engines
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  metafile: true,
  publicPath: '/assets',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  // Words as UTF-8 rather than \u escapes (a Thai table is a third smaller raw): the server sends
  // charset=utf-8, and module scripts are read as UTF-8 whatever it sends.
  charset: 'utf8',
  alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/jsx-runtime' },
  // The settings: inlineSettings (build/settings.mjs); the origin flag also as a constant, so a build
  // without it leaves embedded sign-in out (src/session/boot.ts).
  define: { 'process.env.NODE_ENV': '"production"', '__SETTINGS__.embedded': String(settings.embedded) },
  legalComments: 'none',
  logLevel: 'warning',
};

/** Static-import closure of an output file in a metafile: what the browser must fetch before it runs. */
function closureOf(outs, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imp of outs[file]?.imports ?? [])
    if (imp.kind === 'import-statement' || imp.kind === 'file-loader') closureOf(outs, imp.path, seen);
  return seen;
}
const entryOutput = (outs) => Object.keys(outs).find((p) => outs[p].entryPoint === 'src/main.tsx');

// Every non-English dictionary first: the app's dictionary modules name the files it writes (build/languages.mjs).
const languages = await buildLanguages(appOptions.outdir, {
  minify: true,
  target: appOptions.target,
  charset: appOptions.charset,
  legalComments: 'none',
  logLevel: 'warning',
});
const plugins = [
  inlineSettings(settings),
  inlineSample(sample),
  reactHooks(),
  languageImports(languages.byFolder, languages.importers, appOptions.publicPath),
];

// Pass one (not written) finds the first screen's modules and the lazy entries; pass two builds with them held together.
const probe = (await esbuild.build({ ...appOptions, write: false, plugins: [...plugins, lazyCss(new Set())] })).metafile;
const probeFirst = [...closureOf(probe.outputs, entryOutput(probe.outputs))].flatMap((f) => Object.keys(probe.outputs[f]?.inputs ?? {}));
// Modules the first screen's own code imports (not the stylesheet loader, there only for the CSS that now joins the entry's).
const importedByCode = new Set(
  probeFirst
    .filter((i) => !i.startsWith('lazy-css:'))
    .flatMap((i) => (probe.inputs[i]?.imports ?? []).filter((m) => m.kind === 'import-statement').map((m) => m.path)),
);
const firstCss = new Set(probeFirst.filter((i) => i.startsWith('lazy-css:')).map((i) => i.slice('lazy-css:'.length)));
// Our own modules only: the packages they use are reached through them either way, and a bare import
// of a package marked free of side effects would be dropped.
const firstJs = probeFirst.filter((i) => /^src\/.*\.tsx?$/.test(i) && importedByCode.has(i)).map((i) => resolve(i));
const lazyEntries = new Set(
  Object.values(probe.outputs)
    .map((o) => o.entryPoint)
    .filter((e) => e && e !== 'src/main.tsx' && !e.includes(':'))
    .map((e) => resolve(e)),
);
// Every lazy stylesheet, in a stable order (the cascade of pages.css must not change between builds of the same code).
const pageCss = [
  ...new Set(
    Object.keys(probe.inputs)
      .filter((i) => i.startsWith('lazy-css:'))
      .map((i) => i.slice('lazy-css:'.length)),
  ),
]
  .filter((f) => !firstCss.has(f))
  .sort();
// Modules of the chunks only lazy code shares (no entry of their own, outside the first screen), and the lazy entries that reach them.
const probeFirstFiles = closureOf(probe.outputs, entryOutput(probe.outputs));
const sharedFiles = Object.keys(probe.outputs).filter((f) => f.endsWith('.js') && !probe.outputs[f].entryPoint && !probeFirstFiles.has(f));
// Plus what the probe's first screen reached only through its own stylesheets (the stylesheet loader): lazy pages' now.
const onlyThroughCss = probeFirst.filter((i) => /^src\/.*\.tsx?$/.test(i) && i !== 'src/main.tsx' && !importedByCode.has(i));
// Shared by pages of several features, not by every page: a feature's shared parts (the repay words)
// and the parts only borrowing and repayment pages use (the certified page and its gate, the
// disclosure) stay in chunks of their own, so certification and sign-in do not download them.
const OWN_CHUNKS = /^src\/(features\/|ui\/disclosure\/|ui\/certified-page|session\/certified-gate)/;
const commonJs = [...sharedFiles.flatMap((f) => Object.keys(probe.outputs[f].inputs)), ...onlyThroughCss].filter(
  (i) => /^src\/.*\.tsx?$/.test(i) && !OWN_CHUNKS.test(i),
);
const common = {
  // And the pages.css URL module (see lazyCss), else a chunk of its own.
  modules: [...commonJs.map((i) => resolve(i)), ...(pageCss.length ? ['pages-css:all'] : [])],
  entries: new Set(
    Object.keys(probe.outputs)
      .filter((f) => probe.outputs[f].entryPoint && [...closureOf(probe.outputs, f)].some((c) => sharedFiles.includes(c)))
      .map((f) => resolve(probe.outputs[f].entryPoint)),
  ),
};
// Lazy entries whose code sits in pages-common anyway (modules pages import and the first screen fetches
// later, such as the status): each would be a chunk that only re-exports; they share one instead, unless
// a name of theirs is taken (or default, which a re-export of all cannot carry).
const taken = new Set(['default']);
const stubs = Object.values(probe.outputs)
  .filter((o) => o.entryPoint && common.modules.includes(resolve(o.entryPoint)))
  .filter((o) => !o.exports.some((e) => taken.has(e)) && o.exports.every((e) => taken.add(e)))
  .map((o) => resolve(o.entryPoint));
// The language plugin loads these modules itself, so none may be a lazy entry (whose loading `together` changes).
const loadedTwice = [...languages.importers].filter((f) => lazyEntries.has(f));
if (loadedTwice.length) throw new Error(`${loadedTwice.join(', ')}: move the language import out of the lazy entry (build/languages.mjs)`);
for (const s of stubs) {
  lazyEntries.delete(s);
  common.entries.delete(s);
}
const built = await esbuild.build({
  ...appOptions,
  write: false,
  plugins: [...plugins, lazyCss(firstCss, pageCss), together(firstJs, lazyEntries, firstCss.size > 0, { ...common, stubs })],
});
// Every file renamed to its content hash alone (build/short-names.mjs), then written.
const app = shortNames(built.outputFiles, built.metafile, appOptions.publicPath, entryOutput(built.metafile.outputs));
for (const f of app.files) writeFileSync(f.path, f.text);

// Server and operator CLI: Node bundles that keep node_modules external.
await esbuild.build({
  entryPoints: { index: './server/index.ts', ops: './server/ops.ts' },
  outdir: join(out, 'server'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});

const outputs = app.metafile.outputs;
const bundled = bundledLanguages(app.metafile);
if (bundled.length)
  throw new Error(
    `${bundled.join(', ')} went into the app's chunks: fetch a language through the dictionary's template import (build/languages.mjs)`,
  );
// DUMP_META=file.json writes esbuild's metafile, to see what a chunk is made of.
if (process.env.DUMP_META) writeFileSync(process.env.DUMP_META, JSON.stringify(app.metafile));
const rel = (p) => relative(resolve(out), resolve(p));
// The files are named by their hash alone: names.json says what each is (its entry, else its first own
// module; a language file its source), for a reader and for the journeys. Not served (server/http/static.ts).
const madeOf = (o) => o.entryPoint ?? Object.keys(o.inputs).find((i) => i.startsWith('src/')) ?? Object.keys(o.inputs)[0] ?? '';
const names = [...Object.entries(outputs).map(([f, o]) => [f, madeOf(o)]), ...languages.files];
writeFileSync(join(out, 'names.json'), JSON.stringify(Object.fromEntries(names.map(([f, src]) => [`/${rel(f)}`, src])), null, 1));
const mainJs = entryOutput(outputs);
const mainCss = outputs[mainJs].cssBundle;
const closure = (file) => closureOf(outputs, file);
const firstScreen = new Set([...closure(mainJs), mainCss].filter(Boolean));
const firstInputs = [...firstScreen].flatMap((f) => Object.keys(outputs[f]?.inputs ?? {}));
if (!firstInputs.includes(firstScreenPage))
  throw new Error(`build/budget.mjs names ${firstScreenPage} as the first page, but the entry does not hold it`);
// At most five files before the first paint: the HTML (critical CSS and the start script inline) and two scripts.
const firstJsFiles = [...firstScreen].filter((f) => f.endsWith('.js'));
if (firstJsFiles.length > 2)
  throw new Error(
    `The first screen needs ${firstJsFiles.length} scripts (${firstJsFiles.map(rel).join(', ')}); at most 2: see the \`together\` plugin`,
  );
// The first screen carries the shell's English and its own page's, no other feature's and no other language.
const firstFeature = firstScreenPage.replace(/[^/]+$/, '');
const strayWords = firstInputs.filter(
  (i) => languageChunk.test(i) || (englishDictionary.test(i) && !i.startsWith('src/i18n/') && !i.startsWith(firstFeature)),
);
if (strayWords.length) throw new Error(`The first screen carries dictionaries it does not show: ${strayWords.join(', ')}`);
// Each English dictionary sits in a chunk with code, never alone: else the pattern of a lazy import took it out of its page.
for (const [file, o] of Object.entries(outputs)) {
  const inputs = Object.keys(o.inputs);
  if (inputs.length && inputs.every((i) => englishDictionary.test(i)))
    throw new Error(`${inputs.join(', ')} is a chunk of its own (${file}): import each other language by name`);
}
const preload = firstJsFiles.filter((f) => f !== mainJs);

// Words the page needs before the app runs (its name, the unsupported-device message) come from the
// dictionaries themselves, so they are never written twice. The language list is the dictionaries'.
const dictionaries = {};
for (const file of readdirSync('src/i18n/locales').filter((f) => f.endsWith('.ts'))) {
  const dict = await esbuild.build({
    entryPoints: [`src/i18n/locales/${file}`],
    bundle: true,
    write: false,
    format: 'esm',
    logLevel: 'warning',
  });
  dictionaries[file.slice(0, -3)] = (
    await import('data:text/javascript;base64,' + Buffer.from(dict.outputFiles[0].text).toString('base64'))
  ).default;
}
const appName = dictionaries.en['app.name'];
const unsupported = Object.fromEntries(Object.entries(dictionaries).map(([code, d]) => [code, d['error.unsupportedDevice']]));
// The sign-in page opened directly (a link, a session that ended): the start script asks for its chunk,
// their static imports and its stylesheet at once, instead of one hop after another once the app runs.
const loginJs = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'src/features/login/login-page.tsx');
if (!loginJs) throw new Error('no chunk for src/features/login/login-page.tsx: build/yield-check.js preloads it');
const loginFiles = [...closure(loginJs)].filter((f) => !firstScreen.has(f) && /\.(js|css)$/.test(f)).map((f) => `/${rel(f)}`);
const startSrc =
  readFileSync('build/support-check.js', 'utf8').replace('__MESSAGES__', JSON.stringify(unsupported)) +
  readFileSync('build/yield-check.js', 'utf8').replace('__LOGIN_FILES__', JSON.stringify(loginFiles));
const startJs = (await esbuild.transform(startSrc, { minify: true, target: 'es5', legalComments: 'none' })).code.trim();

// The landing, prerendered; its stylesheet and the start script go inline (the server allows them by hash).
const landing = await prerenderLanding({
  alias: appOptions.alias,
  define: { ...appOptions.define, __SETTINGS__: JSON.stringify(settings) },
});
const css = mainCss ? readFileSync(mainCss, 'utf8').trim() : '';
const head = [
  `<script>${startJs}</script>`,
  css && `<style>${css}</style>`,
  ...preload.map((f) => `<link rel="modulepreload" href="/${rel(f)}">`),
  `<script type="module" src="/${rel(mainJs)}"></script>`,
].filter(Boolean);
const html = readFileSync('public/index.html', 'utf8')
  .replace('%HEAD%', () => head.join('\n'))
  .replace('%APP_NAME%', () => landing.title)
  .replace('%LANDING%', () => landing.html);
writeFileSync(join(out, 'index.html'), html);
firstScreen.delete(mainCss); // inline now: counted with index.html
firstScreen.add(join(out, 'index.html'));
writeFileSync(join(out, 'robots.txt'), readFileSync('public/robots.txt'));
writeFileSync(join(out, 'icon-192.png'), iconPng(192));
writeFileSync(join(out, 'icon-512.png'), iconPng(512));
writeFileSync(
  join(out, 'manifest.webmanifest'),
  JSON.stringify({
    name: appName,
    short_name: appName,
    start_url: '/#/noren',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b57a4', // the interface's --c-primary (src/ui/styles.css)
    icons: [192, 512].map((s) => ({ src: `/icon-${s}.png`, sizes: `${s}x${s}`, type: 'image/png', purpose: 'any maskable' })),
  }),
);

// The service worker stores the shell and the first screen's files on install (build/sw-template.js).
const precache = ['/', ...firstJsFiles.map((f) => '/' + rel(f)), '/manifest.webmanifest', '/icon-192.png'];
const swFile = await writeServiceWorker(out, precache, appName);

// Precompress everything textual; the server picks .br or .gz by Accept-Encoding.
const sizes = [];
const textual = /\.(js|css|html|webmanifest|svg|json)$/;
for (const file of [
  ...Object.keys(outputs),
  ...languages.files.keys(),
  join(out, 'index.html'),
  join(out, 'manifest.webmanifest'),
  swFile,
]) {
  if (file.endsWith('.map')) continue;
  const raw = readFileSync(file);
  const gz = gzipSync(raw, { level: 9 });
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
  if (textual.test(file)) {
    writeFileSync(file + '.gz', gz);
    writeFileSync(file + '.br', br);
  }
  sizes.push({ file, raw: raw.length, gz: gz.length, br: br.length });
}

const byFile = new Map(sizes.map((s) => [s.file, s]));
const sum = (files) => [...files].reduce((n, f) => n + (byFile.get(f)?.br ?? 0), 0);
const entryOf = (f) => outputs[f]?.entryPoint ?? languages.files.get(f) ?? '';
const isLanguage = (f) => languageChunk.test(entryOf(f));
const isFallback = (f) => entryOf(f) === cipherFallbackEntry;
const assets = sizes.map((s) => s.file).filter((f) => /\.(js|css)$/.test(f));

// One line per dictionary (the shell's, each feature's, each long text): the size of its largest language chunk.
function languageLines() {
  const largest = new Map();
  for (const f of assets.filter(isLanguage)) {
    const [, folder, lang] = /^src\/(.+)\/([\w-]+)\.ts$/.exec(entryOf(f));
    const br = sum([f]);
    if (br > (largest.get(folder)?.br ?? -1)) largest.set(folder, { br, lang });
  }
  return [...largest]
    .sort()
    .map(([folder, { br, lang }]) => ({ name: `language chunk (${lang}) ${folder}`, br, limit: budget.languageChunk }));
}

// Each route of the route table opened directly by a signed-in borrower (build/route-files.mjs).
const stubModules = new Set(stubs.map((f) => relative('.', f)));
/** The output file that importing module `m` fetches: its own chunk, the re-exporting one, or the chunk holding it. */
function chunkOf(m) {
  const own = Object.keys(outputs).find((f) => outputs[f].entryPoint === m);
  const later = stubModules.has(m) && Object.keys(outputs).find((f) => outputs[f].entryPoint?.startsWith('pages-later:'));
  const holder = Object.keys(outputs).find((f) => f.endsWith('.js') && outputs[f].inputs[m]);
  const file = own || later || holder;
  if (!file) throw new Error(`${m} is in the route table or build/budget.mjs but in no chunk`);
  return file;
}
const languageSources = [...languages.files].map(([file, src]) => ({
  file,
  folder: src.replace(/\/[\w-]+\.ts$/, ''),
  code: src.match(/([\w-]+)\.ts$/)[1],
}));
const languageFolders = {
  folders: [...new Set(languageSources.map((l) => l.folder))],
  codes: [...new Set(languageSources.map((l) => l.code))],
  file: (folder, code) => languageSources.find((l) => l.folder === folder && l.code === code)?.file,
  importersOf: (folder) =>
    [...languages.importers]
      .map((i) => relative('.', i))
      .filter((i) => i.startsWith(folder.replace(/[\w-]+$/, '')) && !i.slice(folder.replace(/[\w-]+$/, '').length).includes('/')),
  size: sum,
};
const start = new Set([...firstScreen, ...signedInStart.flatMap((m) => [...closure(chunkOf(m))])]);
const routeRows = (await readRouteTable())
  .map((row) => ({ ...row, ...routeDownloads(row, { outputs, start, chunkOf, closure, dictionaries: languageFolders }) }))
  .map((row) => ({ ...row, br: sum(row.files) }))
  .sort((a, b) => b.br - a.br);
const pageChunks = [...new Set(routeRows.flatMap((r) => r.modules))].map(chunkOf).filter((f) => !firstScreen.has(f));
const largest = (files) =>
  files
    .map((f) => ({ f, br: byFile.get(f)?.br ?? 0 }))
    .sort((a, b) => b.br - a.br)
    .slice(0, 3)
    .map(({ f, br }) => `${rel(f)} ${br} (${entryOf(f) || madeOf(outputs[f] ?? { inputs: {} }) || 'html'})`)
    .join(', ');

const checks = [
  { name: 'first screen (#/noren, English) HTML+JS+CSS', br: sum(firstScreen), limit: budget.firstScreen },
  ...routeRows.map((r) => ({ name: `route ${r.path} (${r.language})`, br: r.br, limit: budget.route, why: () => largest(r.files) })),
  ...[...new Set(pageChunks)].map((f) => ({ name: `page chunk ${entryOf(f)}`, br: sum([f]), limit: budget.pageChunk })),
  {
    name: 'whole app, one language, Web Crypto: all JS+CSS',
    br: sum(assets.filter((f) => !isLanguage(f) && !isFallback(f))),
    limit: budget.oneLanguage,
  },
  ...languageLines(),
  ...assets.filter(isFallback).map((f) => ({ name: 'cipher fallback (@noble/ciphers)', br: sum([f]), limit: budget.cipherFallback })),
];

const pad = (s, n) => String(s).padStart(n);
console.log(`\n${'file (* first screen)'.padEnd(52)}${pad('raw', 9)}${pad('gzip', 9)}${pad('brotli', 9)}  from`);
for (const s of sizes.sort((a, b) => b.br - a.br)) {
  const name = (firstScreen.has(s.file) ? '* ' : '  ') + rel(s.file);
  console.log(`${name.padEnd(52)}${pad(s.raw, 9)}${pad(s.gz, 9)}${pad(s.br, 9)}  ${entryOf(s.file)}`);
}
console.log(`\n${'budget (brotli bytes)'.padEnd(52)}${pad('used', 9)}${pad('limit', 9)}`);
let over = 0;
for (const c of checks) {
  const ok = c.br <= c.limit;
  if (!ok) over++;
  console.log(`${c.name.padEnd(52)}${pad(c.br, 9)}${pad(c.limit, 9)}  ${ok ? 'ok' : `OVER BUDGET${c.why ? `: largest ${c.why()}` : ''}`}`);
}
if (over) {
  console.error(`\n${over} budget line(s) exceeded: see build/budget.mjs`);
  process.exit(1);
}
