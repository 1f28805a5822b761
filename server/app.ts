// The Hono app: middleware, the one place where errors become envelopes, and the API mounts.
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { authenticate } from './auth/authenticate';
import type { Deps } from './deps';
import { healthCheck } from './health';
import { BUSY_RETRY_AFTER_S, BusyError } from './db/serializable';
import { clientWentAway } from './http/aborted';
import { AppError } from './app-error';
import { clientIpReader } from './http/client-ip';
import { limitBodies, openRequests, sealAnswers } from './http/envelope-middleware';
import type { AppEnv } from './http/env';
import { authFor } from './http/mount-rules';
import { inlineHashesOf } from './http/inline-hashes';
import { securityHeaders } from './http/security-headers';
import { serveStatic } from './http/static';
import { limitUploads } from './http/upload-limit';
import { closeWhenBodyUnread } from './http/unread-body';
import { pickLang, translate } from './i18n/messages';
import { MOUNTS, type Mount, mountOf } from './mounts';

/** JSON bodies above this are refused before they are read. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Multipart uploads (identity photos, vouchers) above this are refused (PRODUCT.md section 8: 6 MB). */
export const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;

/** Builds the whole app on the given collaborators and mount table; no port is opened here. */
export function createApp(deps: Deps, mounts: readonly Mount[] = MOUNTS): Hono<AppEnv> {
  const { config, clock } = deps;
  const clientIp = deps.clientIp ?? clientIpReader(config.trustProxy);
  const envelope = { key: config.envelopeKey, allowPlaintext: config.allowPlaintext };
  const app = new Hono<AppEnv>();
  app.use('*', closeWhenBodyUnread());
  const indexHtml = join(config.staticDir, 'index.html');
  app.use('*', securityHeaders({ ...config, documentHashes: () => inlineHashesOf(indexHtml) }));

  app.use('/api/*', async (c, next) => {
    c.set('lang', pickLang(c.req.header('Accept-Language')));
    c.set('ip', clientIp(c));
    const mount = mountOf(mounts, c.req.path);
    c.set('mount', mount && { auth: authFor(mount.auth, c.req.method), envelope: mount.envelope });
    await next();
  });
  // Every /api answer is sealed as its mount says, the catch-all 404 and error answers included.
  app.use('/api/*', sealAnswers(envelope));
  app.use('/api/*', async (_c, next) => {
    // The operator CLI may have moved the development clock since the last request.
    if (!config.production) await clock.refresh();
    await next();
  });
  // Off the table nothing is read: the path is answered 404 below.
  const onTable = (c: Context<AppEnv>) => c.get('mount') !== undefined;
  const authenticated = authenticate(deps);
  const uploads = limitUploads(deps.db, () => clock.realNow());
  const limited = limitBodies(JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT);
  const opened = openRequests(envelope);
  // The token is checked before any body is read: anonymous callers get 401 for free.
  app.use('/api/*', (c, next) => (onTable(c) ? authenticated(c, next) : next()));
  // A borrower's uploads are counted (and refused past the hour's limit) before their bodies are read.
  app.use('/api/*', (c, next) => (onTable(c) ? uploads(c, next) : next()));
  app.use('/api/*', (c, next) => (onTable(c) ? limited(c, next) : next()));
  app.use('/api/*', (c, next) => (onTable(c) ? opened(c, next) : next()));

  // A row may serve a call through the whole app again (the batch of server/batch/routes.ts).
  const dispatch = (req: Request, env: unknown) => app.fetch(req, env as object);
  for (const mount of mounts) app.route(mount.path, mount.routes(deps, dispatch) as Hono<AppEnv>);
  app.all('/api/*', () => {
    throw new AppError(404, 'notFound');
  });

  app.get('/healthz', healthCheck(deps));
  app.use('*', serveStatic(config.staticDir));
  app.onError((err, c) => answerError(deps, err, c));
  return app;
}

// Every thrown error ends here: business errors become their code and translated msg;
// anything else is logged and answered with code 500. No stack trace leaves the server.
function answerError(deps: Deps, err: Error, c: Context<AppEnv>): Response {
  const lang = c.get('lang') ?? pickLang(c.req.header('Accept-Language'));
  // A gateway reads HTTP 200 as delivered: its refusals (a body too large, a path unknown) say so in the status.
  if (c.get('mount')?.envelope === 'plain' && !clientWentAway(c, err)) {
    if (!(err instanceof AppError)) deps.log.error('unhandled error', { method: c.req.method, path: c.req.path, error: err.message });
    const status = err instanceof AppError && err.code >= 400 && err.code < 600 ? err.code : 500;
    if (err instanceof BusyError) c.header('Retry-After', String(BUSY_RETRY_AFTER_S));
    return c.json({ ok: false }, status as ContentfulStatusCode);
  }
  if (err instanceof BusyError) {
    // Not a business outcome: the HTTP status says so, so that a load balancer or client may retry.
    c.header('Retry-After', String(BUSY_RETRY_AFTER_S));
    return c.json({ code: err.code, data: err.data, msg: translate(lang, err.key) }, 503);
  }
  if (err instanceof AppError) return c.json({ code: err.code, data: err.data, msg: translate(lang, err.key, err.params) });
  if (clientWentAway(c, err)) {
    deps.log.info('request aborted', { method: c.req.method, path: c.req.path });
    // Nobody reads it: 499 is the usual log mark of "client closed request".
    return new Response(null, { status: 499 });
  }
  deps.log.error('unhandled error', { method: c.req.method, path: c.req.path, error: err.message, stack: err.stack });
  if (!c.req.path.startsWith('/api/')) return c.text('Something went wrong', 500);
  return c.json({ code: 500, data: null, msg: translate(lang, 'serverError') });
}
