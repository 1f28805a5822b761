// Security headers on every response, static files and API alike.
import type { MiddlewareHandler } from 'hono';

/** The Content-Security-Policy: only our own origin, framed only by us and the configured partners. */
export function contentSecurityPolicy(frameAncestors: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Adds the CSP, nosniff, referrer and permissions policies (and HSTS in production). */
export function securityHeaders(opts: { frameAncestors: string[]; production: boolean }): MiddlewareHandler {
  const csp = contentSecurityPolicy(opts.frameAncestors);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', csp);
    h.set('X-Content-Type-Options', 'nosniff');
    // The address may carry an openToken: never send it to another site.
    h.set('Referrer-Policy', 'no-referrer');
    h.set('Permissions-Policy', 'geolocation=(self), camera=(self), microphone=(), payment=(), usb=()');
    if (opts.production) h.set('Strict-Transport-Security', 'max-age=31536000');
  };
}
