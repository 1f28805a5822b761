// Serves the built app: precompressed siblings by Accept-Encoding, immutable hashed assets (type,
// length, encoding, caching: nothing else), index.html never cached (its module script named in a
// `Link` header), and index.html for any other path (the app routes by hash). Only the app's own files are served: the static root also holds the
// server bundle (dist/server/).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import { scriptLinkOf } from './document-link';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The files a browser may fetch by name; anything else gets index.html. */
const SERVED =
  /^\/(sw\.js|manifest\.webmanifest|robots\.txt|favicon\.ico|icon-\d{1,4}\.png|[a-z][a-z0-9-]*\.html|assets\/[A-Za-z0-9_-][A-Za-z0-9._-]*)$/;

/** Serves GET/HEAD requests from `root`; anything else falls through. */
export function serveStatic(root: string): MiddlewareHandler {
  const base = resolve(root);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let path: string;
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad request', 400);
    }
    const file = resolve(join(base, path));
    if ((file !== base && !file.startsWith(base + sep)) || path.includes('\0')) return c.text('Not found', 404);
    // The service worker and index.html are asked every time: a new build must reach the next visit.
    if (SERVED.test(path) && (await isFile(file)))
      return send(
        c,
        file,
        path.startsWith('/assets/') ? IMMUTABLE : path.endsWith('.html') || path === '/sw.js' ? 'no-cache' : 'public, max-age=3600',
      );
    // A missing hashed asset must fail as a 404, not parse index.html as script.
    if (path.startsWith('/assets/')) return c.text('Not found', 404);
    const index = join(base, 'index.html');
    if (await isFile(index)) return send(c, index, 'no-cache');
    return c.text('The app is not built yet: run `npm run build`.', 404);
  };
}

async function send(c: Context, file: string, cacheControl: string): Promise<Response> {
  const accepted = acceptedEncodings(c.req.header('accept-encoding'));
  let chosen = file,
    encoding: string | undefined;
  for (const [enc, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (accepted.has(enc) && (await isFile(file + ext))) {
      chosen = file + ext;
      encoding = enc;
      break;
    }
  }
  const info = await stat(chosen);
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  const link = file.endsWith('.html') ? scriptLinkOf(file) : null;
  if (link) headers.Link = link;
  // An immutable file is never asked again, so it needs no validator.
  if (cacheControl !== IMMUTABLE) {
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${encoding ? '-' + encoding : ''}"`;
    headers.ETag = etag;
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
  }
  headers['Content-Length'] = String(info.size);
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  return new Response(Readable.toWeb(createReadStream(chosen)) as ReadableStream, { status: 200, headers });
}

function acceptedEncodings(header: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) out.add(name);
  }
  return out;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
