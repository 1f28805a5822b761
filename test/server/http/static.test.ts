import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
const js = 'console.log("app");'.repeat(50);
test.before(async () => {
  s = await startTestServer();
  const put = (path: string, body: string | Buffer) => writeFileSync(join(s.staticDir, path), body);
  mkdirSync(join(s.staticDir, 'assets'));
  put('index.html', '<!doctype html><title>app</title>');
  put('index.html.br', brotliCompressSync('<!doctype html><title>app</title>'));
  put('assets/main-AB12CD.js', js);
  put('assets/main-AB12CD.js.br', brotliCompressSync(js));
  put('assets/main-AB12CD.js.gz', gzipSync(js));
  put('manifest.webmanifest', '{"name":"app"}');
  put('sw.js', 'self.addEventListener("fetch", () => {});');
});
test.after(() => s.close());

const get = (path: string, encoding?: string) => s.app.request(path, { headers: encoding ? { 'Accept-Encoding': encoding } : {} });

test('brotli is chosen when the browser accepts it', async () => {
  const res = await get('/assets/main-AB12CD.js', 'gzip, deflate, br');
  assert.is(res.headers.get('content-encoding'), 'br');
  assert.is(res.headers.get('vary'), 'Accept-Encoding');
  assert.is(res.headers.get('content-type'), 'text/javascript; charset=utf-8');
  assert.is(Buffer.from(await res.arrayBuffer()).length, brotliCompressSync(js).length);
});

test('gzip when brotli is not accepted, plain when neither is', async () => {
  assert.is((await get('/assets/main-AB12CD.js', 'gzip')).headers.get('content-encoding'), 'gzip');
  assert.is((await get('/assets/main-AB12CD.js', 'br;q=0, gzip')).headers.get('content-encoding'), 'gzip');
  const plain = await get('/assets/main-AB12CD.js');
  assert.is(plain.headers.get('content-encoding'), null);
  assert.is(plain.headers.get('vary'), 'Accept-Encoding', 'a cache keeps the plain answer apart from the compressed ones');
  assert.is(await plain.text(), js);
});

test('hashed assets are cached for a year as immutable; index.html is never cached', async () => {
  assert.is((await get('/assets/main-AB12CD.js')).headers.get('cache-control'), 'public, max-age=31536000, immutable');
  const index = await get('/', 'br');
  assert.is(index.headers.get('cache-control'), 'no-cache');
  assert.is(index.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.is(index.headers.get('content-encoding'), 'br');
});

test('unknown non-API paths serve index.html; a missing asset is a 404', async () => {
  const res = await get('/some/deep/link');
  assert.is(res.status, 200);
  assert.match(await res.text(), '<title>app</title>');
  const gone = await get('/assets/gone-123.js');
  assert.is(gone.status, 404);
  assert.is(gone.headers.get('cache-control'), null, 'a missing asset is not cached for a year');
});

test('paths cannot climb out of the static folder', async () => {
  writeFileSync(join(s.dir, 'secret.txt'), 'top secret');
  for (const path of ['/../secret.txt', '/..%2fsecret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
    const res = await get(path);
    assert.not.match(await res.text(), 'top secret', path);
  }
});

test("only the app's own files are served: the server bundle and other files get index.html", async () => {
  mkdirSync(join(s.staticDir, 'server'));
  writeFileSync(join(s.staticDir, 'server/index.mjs'), 'const APP_SECRET = "bundle";');
  writeFileSync(join(s.staticDir, 'notes.txt'), 'private notes');
  writeFileSync(join(s.staticDir, 'names.json'), '{"/assets/ab12cd34.js": "private notes"}'); // the build's list of what each file is
  writeFileSync(join(s.staticDir, 'icon-192.png'), 'png');
  writeFileSync(join(s.staticDir, 'favicon.ico'), 'ico');
  for (const path of ['/server/index.mjs', '/notes.txt', '/names.json', '/index.html.br', '/assets']) {
    const res = await get(path);
    const body = await res.text();
    assert.not.match(body, 'bundle', path);
    assert.not.match(body, 'private notes', path);
    assert.match(body, '<title>app</title>', path);
  }
  assert.is(await (await get('/icon-192.png')).text(), 'png');
  assert.is(await (await get('/favicon.ico')).text(), 'ico');
  assert.is((await get('/index.html')).headers.get('cache-control'), 'no-cache');
});

test('the service worker is served as script and asked for on every visit (a new build must reach the next one)', async () => {
  const res = await get('/sw.js');
  assert.is(res.headers.get('content-type'), 'text/javascript; charset=utf-8');
  assert.is(res.headers.get('cache-control'), 'no-cache');
  assert.match(await res.text(), 'addEventListener');
});

test('the manifest has its own type', async () => {
  assert.is((await get('/manifest.webmanifest')).headers.get('content-type'), 'application/manifest+json');
});

test('a repeated request for index.html with its ETag gets 304', async () => {
  const first = await get('/', 'br');
  const again = await s.app.request('/', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.get('etag')! } });
  assert.is(again.status, 304);
});

test('an asset carries its type, length, encoding and immutable caching, and nothing a document needs', async () => {
  const h = (await get('/assets/main-AB12CD.js', 'br')).headers;
  assert.is(h.get('content-type'), 'text/javascript; charset=utf-8');
  assert.is(h.get('content-length'), String(brotliCompressSync(js).length));
  assert.is(h.get('content-encoding'), 'br');
  assert.is(h.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.is(h.get('x-content-type-options'), 'nosniff');
  for (const name of ['content-security-policy', 'referrer-policy', 'permissions-policy', 'etag']) assert.is(h.get(name), null, name);
});

test('robots.txt is served as text, not as the app', async () => {
  writeFileSync(join(s.staticDir, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  const res = await get('/robots.txt');
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-type'), 'text/plain; charset=utf-8');
  assert.is(await res.text(), 'User-agent: *\nDisallow: /api/\n');
  assert.is(res.headers.get('content-security-policy'), null);
});

test.run();
