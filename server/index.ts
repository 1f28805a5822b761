// `npm start`: reads the configuration, opens the database, serves the app and the API on PORT.
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { ConfigError, readConfig } from './config';
import { pruneCertificationRecords } from './certification/housekeeping';
import { startBillSweep } from './borrow/policy';
import { pruneMetricRecords, pruneSignInRecords } from './housekeeping';
import { expireAbandonedReferences } from './repay/code-service';
import { pruneUploadAttempts } from './http/upload-limit';
import { prunePhotos } from './identity/housekeeping';
import { listen } from './listen';
import { createLog } from './log';
import { vapidKeys } from './push/vapid';
import { createProviders, missingVendors, openServices } from './services';
import { HOUR_MS } from './time';

const SHUTDOWN_GRACE_MS = 10_000;
const HOUSEKEEPING_MS = HOUR_MS;

async function main(): Promise<void> {
  let config: ReturnType<typeof readConfig>;
  try {
    // Bundled as dist/server/index.mjs, so the built app sits one folder up.
    config = readConfig(process.env, { staticDir: fileURLToPath(new URL('../', import.meta.url)) });
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    process.stderr.write(e.message + '\n');
    process.exit(1);
  }
  const log = createLog(config.logLevel);
  if (config.envelopeKeyIsDefault && config.production) log.warn('APP_SECRET is the documented development key; set your own');
  const missing = missingVendors(config);
  if (missing.length) log.warn('vendors not configured: their features refuse every call', { missing });
  const { db, clock } = await openServices(config);
  await vapidKeys(config, db); // development makes its Web Push keys on the first start (platform, issue 11)
  const providers = createProviders(config, { db });
  const app = createApp({ config, db, clock, log, ...providers });

  const server = listen(app.fetch, config, (url) => {
    log.info('listening', {
      url,
      http2: config.tls !== null,
      env: config.nodeEnv,
      database: config.databaseUrl ? 'postgres' : 'sqlite',
      staticDir: config.staticDir,
    });
  });
  // Hardening (issue 13): a taken port ends the start with one line, not a stack.
  server.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EADDRINUSE' && e.code !== 'EACCES') throw e;
    const why = e.code === 'EADDRINUSE' ? 'is already in use (is another server running?)' : 'needs privileges this user lacks';
    process.stderr.write(`port ${config.port} ${why}: stop the other server or set PORT\n`);
    process.exit(1);
  });

  const prune = () =>
    Promise.all([
      // Sign-in and tracking rows are stamped in real time; liveness checks in business time.
      pruneSignInRecords(db, clock.realNow()),
      pruneCertificationRecords(db, clock),
      pruneMetricRecords(db, clock.realNow(), config.metricRetentionDays),
      // A payment reference reserved but never registered (a crash between the two steps) is given up.
      expireAbandonedReferences(db, clock.realNow()).then((abandonedReferences) => ({ abandonedReferences })),
      // Upload counts follow real time; identity photos, business time.
      pruneUploadAttempts(db, clock.realNow()),
      prunePhotos({ db, kyc: providers.kyc }, clock.now()),
    ]).then(
      (counts) => log.info('housekeeping', Object.assign({}, ...counts)),
      (e) => log.error('housekeeping failed', { error: String(e) }),
    );
  void prune();
  const housekeeping = setInterval(prune, HOUSEKEEPING_MS);
  housekeeping.unref();

  // Borrowing (issue 9): overdue marks, and in development the automatic approve-then-disburse.
  const stopBillSweep = startBillSweep({ db, clock, config, log });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(housekeeping);
    stopBillSweep();
    log.info('shutting down', { signal });
    // Stop accepting; requests in flight finish, then the database closes.
    server.close(async () => {
      await db.destroy();
      log.info('stopped');
      process.exit(0);
    });
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    setTimeout(() => {
      log.warn('forced shutdown: requests still open', { afterMs: SHUTDOWN_GRACE_MS });
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((e) => {
  process.stderr.write(
    JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'failed to start', error: String(e?.message ?? e) }) + '\n',
  );
  process.exit(1);
});
