// Security headers by kind: documents (HTML) carry the CSP and the other document policies; every
// response carries nosniff. Scripts, styles and API answers skip the rest: about 600 bytes a file.
import type { MiddlewareHandler } from 'hono';
import type { InlineHashes } from './inline-hashes';

/** The Content-Security-Policy: only our own origin (and the document's own inline start script and stylesheet, by hash), framed only by us and the configured partners. */
export function contentSecurityPolicy(frameAncestors: string[], inline: InlineHashes = { scripts: [], styles: [] }): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline.scripts].join(' '),
    ["style-src 'self'", ...inline.styles].join(' '),
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Adds nosniff to every response, and to HTML documents the CSP (with `documentHashes()`, the
 * hashes of the served index.html's inline parts), referrer and permissions policies (and HSTS in production).
 */
export function securityHeaders(opts: {
  frameAncestors: string[];
  production: boolean;
  documentHashes?: () => InlineHashes;
}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    if (!h.get('Content-Type')?.startsWith('text/html')) return;
    h.set('Content-Security-Policy', contentSecurityPolicy(opts.frameAncestors, opts.documentHashes?.()));
    // The address may carry an openToken: never send it to another site.
    h.set('Referrer-Policy', 'no-referrer');
    h.set('Permissions-Policy', 'geolocation=(self), camera=(self), microphone=(), payment=(), usb=()');
    if (opts.production) h.set('Strict-Transport-Security', 'max-age=31536000');
  };
}
