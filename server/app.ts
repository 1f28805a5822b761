// The Hono app: middleware, the one place where errors become envelopes, and the API mounts.
import { Hono, type Context } from 'hono';
import { optionalCaller, requireCaller } from './auth/authenticate';
import { loginRoutes } from './auth/routes';
import { dictRoutes } from './dict/routes';
import type { Deps } from './deps';
import { AppError } from './http/app-error';
import { clientIpReader } from './http/client-ip';
import { limitBodies, openRequests, sealAnswers } from './http/envelope-middleware';
import type { AppEnv } from './http/env';
import { securityHeaders } from './http/security-headers';
import { serveStatic } from './http/static';
import { pickLang, translate } from './i18n/messages';
import { metricRoutes } from './metric/routes';
import { partnerRoutes } from './partner/routes';
import { publicRoutes } from './public/routes';
import { userRoutes } from './user/routes';
import { accountRoutes } from './account/routes';
import { checkPhone } from './auth/otp-rules';
import { baseInfoRoutes } from './base-info/routes';
import { contactsRoutes } from './contacts/routes';
import { couponRoutes } from './coupon/routes';
import { creditRoutes } from './credit/routes';
import { devKycProvider } from './kyc/kyc-provider';
import { kycRoutes } from './kyc/routes';
import { telecomRoutes } from './telecom/routes';

/** JSON bodies above this are refused before they are read. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Multipart uploads (identity photos, vouchers) above this are refused (PRODUCT.md section 8: 6 MB). */
export const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;

/** User API paths open to visitors; every other /api/user path needs a valid token. */
export const PUBLIC_USER_PATHS = ['/api/user/public', '/api/user/dict', '/api/user/login/otp', '/api/user/login/otpLoginCheck', '/api/user/login/uniqueLogin'];

/** Builds the whole app on the given collaborators; no port is opened here. */
export function createApp(deps: Deps): Hono<AppEnv> {
  const { config, clock } = deps;
  const clientIp = deps.clientIp ?? clientIpReader(config.trustProxy);
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders(config));

  app.use('/api/*', async (c, next) => {
    c.set('lang', pickLang(c.req.header('Accept-Language')));
    c.set('ip', clientIp(c));
    await next();
  });

  // Partners call server to server with their own secret: plain JSON is accepted there.
  const plaintext = (path: string) => path === '/api/partner' || path.startsWith('/api/partner/') || config.allowPlaintext;
  // Every /api answer is sealed, the catch-all 404 and error answers included.
  app.use('/api/*', sealAnswers({ key: config.envelopeKey, plaintext }));
  app.use('/api/*', async (_c, next) => {
    // The operator CLI may have moved the development clock since the last request.
    if (!config.production) await clock.refresh();
    await next();
  });
  // The token is checked before any body is read: anonymous callers get 401 for free.
  app.use('/api/user/*', requireCaller(deps, PUBLIC_USER_PATHS));
  app.use('/api/metric/*', optionalCaller(deps));
  const openPlain = openRequests({ key: config.envelopeKey, plaintext: true });
  const openSealed = openRequests({ key: config.envelopeKey, plaintext: false });
  for (const mount of ['/api/user', '/api/metric', '/api/partner']) {
    app.use(`${mount}/*`, limitBodies(JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT));
    app.use(`${mount}/*`, (c, next) => (plaintext(c.req.path) ? openPlain : openSealed)(c, next));
  }

  const phoneRule = (raw: unknown) => checkPhone(raw, config.phoneLength);
  const user = new Hono<AppEnv>()
    .route('/public', publicRoutes(deps))
    .route('/dict', dictRoutes(deps))
    .route('/login', loginRoutes(deps))
    .route('/user', userRoutes(deps))
    .route('/telecom', telecomRoutes(deps))
    .route('/kyc', kycRoutes({ ...deps, kyc: deps.kyc ?? devKycProvider() }))
    .route('/userBaseInfo', baseInfoRoutes(deps))
    .route('/contacts', contactsRoutes(deps, phoneRule))
    .route('/account', accountRoutes(deps, phoneRule))
    .route('/credit', creditRoutes(deps))
    .route('/coupon', couponRoutes(deps));
  app.route('/api/user', user);
  app.route('/api/metric', metricRoutes(deps));
  app.route('/api/partner', partnerRoutes(deps));
  app.all('/api/*', () => {
    throw new AppError(404, 'notFound');
  });

  app.use('*', serveStatic(config.staticDir));
  app.onError((err, c) => answerError(deps, err, c));
  return app;
}

// Every thrown error ends here: business errors become their code and translated msg;
// anything else is logged and answered with code 500. No stack trace leaves the server.
function answerError(deps: Deps, err: Error, c: Context<AppEnv>): Response {
  const lang = c.get('lang') ?? pickLang(c.req.header('Accept-Language'));
  if (err instanceof AppError) return c.json({ code: err.code, data: err.data, msg: translate(lang, err.key, err.params) });
  deps.log.error('unhandled error', { method: c.req.method, path: c.req.path, error: err.message, stack: err.stack });
  if (!c.req.path.startsWith('/api/')) return c.text('Something went wrong', 500);
  return c.json({ code: 500, data: null, msg: translate(lang, 'serverError') });
}
