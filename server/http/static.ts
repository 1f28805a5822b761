// Serves the built app with @hono/node-server's serveStatic (precompressed .br/.gz siblings chosen by
// Accept-Encoding, type and length) and hono's etag; this file keeps only the app's own rules. Only
// the app's own files are served by name (the static root also holds the server bundle, dist/server/);
// any other path gets index.html, since the app routes by hash.
import { serveStatic as serveFiles } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The files a browser may fetch by name; anything else gets index.html. */
const SERVED =
  /^\/(sw\.js|manifest\.webmanifest|robots\.txt|favicon\.ico|icon-\d{1,4}\.png|[a-z][a-z0-9-]*\.html|assets\/[A-Za-z0-9_-][A-Za-z0-9._-]*)$/;
const notFound = async () => {};

/** Serves GET/HEAD requests from `root`; anything else falls through. */
export function serveStatic(root: string): MiddlewareHandler {
  const byName = serveFiles({ root, precompressed: true });
  const index = serveFiles({ root, path: 'index.html', precompressed: true });
  // Validators only where a browser asks again: an immutable asset never is.
  const validated = etag({ weak: true });
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    const asset = path.startsWith('/assets/');
    const named = SERVED.test(path) ? await byName(c, notFound) : undefined;
    // A missing hashed asset must fail as a 404, not parse index.html as script.
    const res = named ?? (asset ? undefined : await index(c, notFound));
    if (!res) return c.text(asset ? 'Not found' : 'The app is not built yet: run `npm run build`.', 404);
    const html = res.headers.get('Content-Type')?.startsWith('text/html');
    // The service worker and documents are asked every time: a new build must reach the next visit.
    res.headers.set('Cache-Control', asset ? IMMUTABLE : html || path === '/sw.js' ? 'no-cache' : 'public, max-age=3600');
    // Caches must keep the brotli, gzip and plain answers apart even when this one is plain.
    res.headers.set('Vary', 'Accept-Encoding');
    // An immutable file is never asked again: no validator, no date to compare.
    if (asset) {
      res.headers.delete('Last-Modified');
      return res;
    }
    return withValidator(c, res, validated);
  };
}

/** Adds the ETag, and answers 304 when the browser's copy is current. */
async function withValidator(c: Context, res: Response, validated: MiddlewareHandler): Promise<Response> {
  c.res = res;
  await validated(c, notFound);
  return c.res;
}
