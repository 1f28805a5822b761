// `npm start`: reads the configuration, opens the database, serves the app and the API on PORT.
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { ConfigError, readConfig } from './config';
import { claimSqlite, SqliteInUseError } from './db/sqlite-owner';
import { listen } from './listen';
import { connectionDrainer } from './drain';
import { createLog } from './log';
import { vapidKeys } from './push/vapid';
import { startSchedule } from './schedule';
import { createProviders, missingVendors, openServices } from './services';
import { sweepJobs } from './sweeps';
import { SECOND_MS } from './time';

const SHUTDOWN_GRACE_MS = 10_000;

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
  // SQLite serves one process: a second server on the same file is refused before it opens it.
  let releaseSqlite = () => {};
  try {
    if (!config.databaseUrl) releaseSqlite = claimSqlite(config.dataDir);
  } catch (e) {
    if (!(e instanceof SqliteInUseError)) throw e;
    process.stderr.write(e.message + '\n');
    process.exit(1);
  }
  const { db, clock } = await openServices(config);
  await vapidKeys(config, db); // development makes its Web Push keys on the first start
  const providers = createProviders(config, { db, realNow: clock.realNow });
  let draining = false;
  const app = createApp({ config, db, clock, log, ...providers, draining: () => draining });

  const server = listen(app.fetch, config, (url) => {
    log.info('listening', {
      url,
      http2: config.tls !== null,
      env: config.nodeEnv,
      database: config.databaseUrl ? 'postgres' : 'sqlite',
      staticDir: config.staticDir,
    });
  });
  const connections = connectionDrainer(server);
  // Hardening: a taken port ends the start with one line, not a stack.
  server.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EADDRINUSE' && e.code !== 'EACCES') throw e;
    const why = e.code === 'EADDRINUSE' ? 'is already in use (is another server running?)' : 'needs privileges this user lacks';
    process.stderr.write(`port ${config.port} ${why}: stop the other server or set PORT\n`);
    releaseSqlite();
    process.exit(1);
  });

  // Every periodic job (bill sweep, housekeeping, pushes, reminders) runs here, once per tick across all processes.
  const schedule = startSchedule(
    { db, log, realNow: () => clock.realNow() },
    sweepJobs({ db, clock, config, log, kyc: providers.kyc, push: providers.push, sms: providers.sms }),
  );

  // A second signal while draining ends the drain window at once (an operator's second Ctrl-C).
  let endWindow = () => {};
  const stop = async (signal: string) => {
    if (draining) return endWindow();
    // From here /healthz answers 503 draining and connections are let go, while the port stays open
    // for DRAIN_SECONDS so the load balancer stops sending before it would find the port closed.
    draining = true;
    connections.drain();
    log.info('draining', { signal, seconds: config.drainSeconds });
    await new Promise<void>((resolve) => {
      endWindow = resolve;
      setTimeout(resolve, config.drainSeconds * SECOND_MS).unref();
    });
    log.info('shutting down', { signal });
    setTimeout(() => {
      log.warn('forced shutdown: requests still open', { afterMs: SHUTDOWN_GRACE_MS });
      releaseSqlite();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Stop accepting; requests in flight and a running sweep finish, then the database closes.
    const served = new Promise<void>((resolve) => server.close(() => resolve()));
    connections.drain();
    await Promise.all([served, schedule.stop()]);
    await db.destroy();
    releaseSqlite();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((e) => {
  process.stderr.write(
    JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'failed to start', error: String(e?.message ?? e) }) + '\n',
  );
  process.exit(1);
});
