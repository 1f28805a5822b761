// One build: the app into dist/ (hashed, minified, one lazy chunk per page, precompressed), the
// server into dist/server/, then a size table that fails the build when a budget is exceeded.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { budget, cipherFallbackEntry, englishDictionary, firstScreenPage, languageChunk } from './build/budget.mjs';
import { iconPng } from './build/icons.mjs';
import { readBuildSettings } from './build/settings.mjs';

// OUT_DIR lets a second build (say, with ORIGIN_FLAG=1 for the embedded journey) sit beside the first.
const out = process.env.OUT_DIR ?? 'dist';
const settings = readBuildSettings(process.env);
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'assets'), { recursive: true });

// The entry's stylesheet is bundled and linked from index.html. A lazy page's own `import './x.css'`
// becomes a minified hashed file that the page chunk links and awaits (src/app/stylesheet.ts) before
// it renders: page CSS then travels with its page instead of weighing on the first screen.
const lazyCss = {
  name: 'lazy-css',
  setup(b) {
    const loader = resolve('src/app/stylesheet.ts');
    b.onResolve({ filter: /\.css$/ }, (args) => {
      if (args.kind === 'entry-point' || args.importer.endsWith(join('src', 'main.tsx'))) return undefined;
      if (args.namespace === 'lazy-css') return { path: resolve(args.resolveDir, args.path), namespace: 'css-file' };
      return { path: resolve(args.resolveDir, args.path), namespace: 'lazy-css' };
    });
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
};

const app = await esbuild.build({
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
  plugins: [lazyCss],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react/jsx-runtime': 'preact/jsx-runtime' },
  define: { __SETTINGS__: JSON.stringify(settings), 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
});

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
// DUMP_META=file.json writes esbuild's metafile, to see what a chunk is made of.
if (process.env.DUMP_META) writeFileSync(process.env.DUMP_META, JSON.stringify(app.metafile));
const rel = (p) => relative(resolve(out), resolve(p));
const mainJs = Object.keys(outputs).find((p) => outputs[p].entryPoint === 'src/main.tsx');
const mainCss = outputs[mainJs].cssBundle;
const firstPage = Object.keys(outputs).find((p) => outputs[p].entryPoint === firstScreenPage);
if (!firstPage) throw new Error(`build/budget.mjs names ${firstScreenPage} as the first page, but no chunk comes from it`);

/** Static-import closure of an output file: what the browser must fetch before it runs. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imp of outputs[file]?.imports ?? []) if (imp.kind === 'import-statement' || imp.kind === 'file-loader') closure(imp.path, seen);
  return seen;
}
const firstScreen = new Set([...closure(mainJs), ...(firstPage ? closure(firstPage) : []), mainCss].filter(Boolean));
// The first screen carries the shell's English and its own page's, no other feature's and no other language.
const firstFeature = firstScreenPage.replace(/[^/]+$/, '');
const strayWords = [...firstScreen]
  .flatMap((f) => Object.keys(outputs[f]?.inputs ?? {}))
  .filter((i) => languageChunk.test(i) || (englishDictionary.test(i) && !i.startsWith('src/i18n/') && !i.startsWith(firstFeature)));
if (strayWords.length) throw new Error(`The first screen carries dictionaries it does not show: ${strayWords.join(', ')}`);
// Each English dictionary sits in a chunk with code, never alone: else the pattern of a lazy import took it out of its page.
for (const [file, o] of Object.entries(outputs)) {
  const inputs = Object.keys(o.inputs);
  if (inputs.length && inputs.every((i) => englishDictionary.test(i))) throw new Error(`${inputs.join(', ')} is a chunk of its own (${file}): import each other language by name`);
}
const preload = [...firstScreen].filter((f) => f.endsWith('.js') && f !== mainJs);
// The first page's own stylesheets are linked up front; loadStylesheet finds them there.
const pageCss = [...firstScreen].filter((f) => f.endsWith('.css') && f !== mainCss);

// Words the page needs before the app runs (its name, the unsupported-device message) come from the
// dictionaries themselves, so they are never written twice. The language list is the dictionaries'.
const dictionaries = {};
for (const file of readdirSync('src/i18n/locales').filter((f) => f.endsWith('.ts'))) {
  const dict = await esbuild.build({ entryPoints: [`src/i18n/locales/${file}`], bundle: true, write: false, format: 'esm', logLevel: 'warning' });
  dictionaries[file.slice(0, -3)] = (await import('data:text/javascript;base64,' + Buffer.from(dict.outputFiles[0].text).toString('base64'))).default;
}
const appName = dictionaries.en['app.name'];
const unsupported = Object.fromEntries(Object.entries(dictionaries).map(([code, d]) => [code, d['error.unsupportedDevice']]));
const supportSrc = readFileSync('build/support-check.js', 'utf8').replace('__MESSAGES__', JSON.stringify(unsupported));
const supportJs = (await esbuild.transform(supportSrc, { minify: true, target: 'es5', legalComments: 'none' })).code;
const supportFile = join(out, 'assets', `support-${createHash('sha256').update(supportJs).digest('hex').slice(0, 8).toUpperCase()}.js`);
writeFileSync(supportFile, supportJs);
firstScreen.add(supportFile);

const head = [
  `<script src="/${rel(supportFile)}" defer></script>`,
  ...[mainCss, ...pageCss].filter(Boolean).map((f) => `<link rel="stylesheet" href="/${rel(f)}">`),
  ...preload.map((f) => `<link rel="modulepreload" href="/${rel(f)}">`),
  `<script type="module" src="/${rel(mainJs)}"></script>`,
].filter(Boolean);
const html = readFileSync('public/index.html', 'utf8').replace('%HEAD%', head.join('\n')).replace('%APP_NAME%', appName);
writeFileSync(join(out, 'index.html'), html);
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

// Precompress everything textual; the server picks .br or .gz by Accept-Encoding.
const sizes = [];
const textual = /\.(js|css|html|webmanifest|svg|json)$/;
for (const file of [...Object.keys(outputs), supportFile, join(out, 'index.html'), join(out, 'manifest.webmanifest')]) {
  if (file.endsWith('.map')) continue;
  const raw = readFileSync(file);
  const gz = gzipSync(raw, { level: 9 });
  const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
  if (textual.test(file)) {
    writeFileSync(file + '.gz', gz);
    writeFileSync(file + '.br', br);
  }
  sizes.push({ file, raw: raw.length, gz: gz.length, br: br.length });
}

const byFile = new Map(sizes.map((s) => [s.file, s]));
const sum = (files) => [...files].reduce((n, f) => n + (byFile.get(f)?.br ?? 0), 0);
const entryOf = (f) => outputs[f]?.entryPoint ?? '';
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
  return [...largest].sort().map(([folder, { br, lang }]) => ({ name: `language chunk (${lang}) ${folder}`, br, limit: budget.languageChunk }));
}

const checks = [
  { name: 'first screen (#/noren, English) JS+CSS', br: sum(firstScreen), limit: budget.firstScreen },
  { name: 'one language, Web Crypto: all JS+CSS', br: sum(assets.filter((f) => !isLanguage(f) && !isFallback(f))), limit: budget.oneLanguage },
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
  console.log(`${c.name.padEnd(52)}${pad(c.br, 9)}${pad(c.limit, 9)}  ${ok ? 'ok' : 'OVER BUDGET'}`);
}
if (over) {
  console.error(`\n${over} budget line(s) exceeded: see build/budget.mjs`);
  process.exit(1);
}
