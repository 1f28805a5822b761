// Security headers by kind, written by hono's secureHeaders: documents (HTML) carry the CSP and the
// other document policies; every response carries nosniff. Scripts, styles and API answers skip the
// rest (about 600 bytes a file). hono's other defaults stay off: X-Frame-Options would refuse the
// partners that frame-ancestors allows, and the cross-origin policies would break the embedded app.
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { InlineHashes } from './inline-hashes';

const OFF = {
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/**
 * Adds nosniff to every response, and to HTML documents the CSP (only our own origin, the inline
 * start script and stylesheet by `documentHashes()`, the hashes of the served index.html's inline
 * parts, framed only by us and `frameAncestors`), referrer and permissions policies (and HSTS in production).
 */
export function securityHeaders(opts: {
  frameAncestors: string[];
  production: boolean;
  documentHashes?: () => InlineHashes;
}): MiddlewareHandler {
  const inline = () => opts.documentHashes?.() ?? { scripts: [], styles: [] };
  const everyAnswer = secureHeaders({ ...OFF, xContentTypeOptions: true });
  const documents = secureHeaders({
    ...OFF,
    xContentTypeOptions: true,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [() => ["'self'", ...inline().scripts].join(' ')],
      styleSrc: [() => ["'self'", ...inline().styles].join(' ')],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'self'", ...opts.frameAncestors],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    // The address may carry an openToken: never send it to another site.
    referrerPolicy: 'no-referrer',
    permissionsPolicy: { geolocation: ['self'], camera: ['self'], microphone: [], payment: [], usb: [] },
    strictTransportSecurity: opts.production ? 'max-age=31536000' : false,
  });
  const done = async () => {};
  return async (c: Context, next) => {
    await next();
    const document = c.res.headers.get('Content-Type')?.startsWith('text/html');
    await (document ? documents : everyAnswer)(c, done);
  };
}
