// Test harness for server suites: a fresh app on a temporary SQLite file (or its own PostgreSQL
// database), and an envelope written independently with node:crypto (it does not import the server's envelope code).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import pg from 'pg';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app';
import { openDb, sqliteFile } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { createSms } from '../../server/auth/create-sms';
import { readConfig } from '../../server/config';
import type { Deps } from '../../server/deps';
import { createLog } from '../../server/log';
import { createKyc } from '../../server/identity/kyc-provider';
import { createPay } from '../../server/pay/create-pay';
import { createPush } from '../../server/push/create-push';
import { openServices } from '../../server/services';
import { createClock } from '../../server/clock';
import { runOps } from '../../server/ops/run';
import { PRODUCTION_ENV } from './production-env';

/** The documented development key (contract/defaults.json), as the client bundle carries it. */
export const DEV_KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

/** Encrypts a JSON value the way the client does: base64(iv || ciphertext || tag). */
export function clientSeal(value: unknown, keyHex = DEV_KEY, iv = randomBytes(12)): string {
  return clientSealText(JSON.stringify(value), keyHex, iv);
}

/** Encrypts JSON text as it is (for bodies JSON.stringify cannot write, such as very deep ones). */
export function clientSealText(text: string, keyHex = DEV_KEY, iv = randomBytes(12)): string {
  const c = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  const body = Buffer.concat([c.update(text, 'utf8'), c.final()]);
  return Buffer.concat([iv, body, c.getAuthTag()]).toString('base64');
}

/** Decrypts a wire payload the way the client does. */
export function clientOpen(payload: string, keyHex = DEV_KEY): any {
  const raw = Buffer.from(payload, 'base64');
  const d = createDecipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), raw.subarray(0, 12));
  d.setAuthTag(raw.subarray(raw.length - 16));
  return JSON.parse(Buffer.concat([d.update(raw.subarray(12, raw.length - 16)), d.final()]).toString('utf8'));
}

/** A running test app with its database, captured log lines and helpers. */
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

// With DATABASE_URL (or TEST_DATABASE_URL): an admin connection to a PostgreSQL server, as
// `npm run test:pg` sets it. Every test server then runs on its own new PostgreSQL database instead
// of a SQLite file: the same suites on the scale path.
const pgAdmin = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgAdmin! });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

// Creating and migrating a PostgreSQL database costs about half a second; copying a migrated
// template costs a tenth of that. The template is made once per test process and dropped at its end.
let template: Promise<string> | null = null;
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const name = `loan_template_${process.pid}_${randomBytes(3).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const db = openDb({ dataDir: '', databaseUrl: databaseUrlOf(name) });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    // test/uvu-all.ts runs these once every suite is done.
    const g = globalThis as { __afterRun?: (() => Promise<void>)[] };
    g.__afterRun = [...(g.__afterRun ?? []), () => adminQuery(`drop database if exists ${name}`)];
    return name;
  })();
  return template;
}

function databaseUrlOf(name: string): string {
  const url = new URL(pgAdmin!);
  url.pathname = '/' + name;
  return url.toString();
}

// The same for SQLite: a file migrated once per test process, copied into each new data folder.
let sqliteTemplate: Promise<string> | null = null;
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'loan-template-'));
    const db = openDb({ dataDir, databaseUrl: null, durable: false });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    return sqliteFile(dataDir);
  })();
  return sqliteTemplate;
}

/**
 * A new database for one test server, already migrated: its DATABASE_URL ('' = SQLite, whose file
 * is copied into `dataDir` when given) and how to drop it.
 */
export async function newTestDatabase(dataDir?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!pgAdmin) {
    if (dataDir) {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      copyFileSync(await migratedSqliteFile(), sqliteFile(dataDir));
    }
    return { url: '', drop: async () => {} };
  }
  const name = `loan_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${await migratedTemplate()}`);
  return { url: databaseUrlOf(name), drop: () => adminQuery(`drop database ${name} with (force)`) };
}

/**
 * Posts a multipart upload to `path` as `token` that announces `bytes` (7 MB by default) and whose
 * body fails if read: the answer, and whether anything of the body was pulled.
 */
export async function unreadUpload(s: TestServer, path: string, token: string, bytes = 7 * 1024 * 1024) {
  let pulled = false;
  const body = new ReadableStream(
    {
      pull() {
        pulled = true;
        throw new Error('the body must not be read');
      },
    },
    { highWaterMark: 0 },
  );
  const res = await s.app.request(path, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { EFLAG: '1', Authentication: token, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(bytes) },
  } as RequestInit);
  return { res, pulled: () => pulled };
}

/** Starts a fresh app on a new temporary data dir; `env` overrides configuration variables. */
export async function startTestServer(env: Record<string, string> = {}, extra: Partial<Deps> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'loan-server-test-'));
  const staticDir = join(dir, 'static');
  mkdirSync(staticDir);
  const dataDir = env.DATA_DIR ?? join(dir, 'data');
  const database = await newTestDatabase(dataDir);
  // Production servers get an operator's own secrets and SMS gateway unless the test names them.
  const production = env.NODE_ENV === 'production' ? PRODUCTION_ENV : {};
  const config = readConfig(
    { NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: database.url, ...production, ...env },
    { staticDir },
  );
  const keyHex = config.envelopeKey.toString('hex');
  const lines: string[] = [];
  const smsLines: string[] = [];
  const pushLines: string[] = [];
  const log = createLog(config.logLevel, (l) => lines.push(l));
  // Tests age tokens, codes and bills alike: `clock.advance` moves real time (and the business
  // clock with it); `clock.advanceBusiness` moves only the stored offset, as `ops clock +Nd` does.
  let realShift = 0;
  // A throw-away database: no wait for the disk at each commit (test/server/db/connection.test.ts checks the real setting).
  const { db, clock: stored } = await openServices(config, { durable: false, realNow: () => Date.now() + realShift });
  const clock = {
    ...stored,
    /** Moves real time forward by `ms`; the business clock moves with it. */
    async advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('the clock only moves forward');
      realShift += Math.round(ms);
    },
    /** Moves only the business clock (the stored development offset), as the operator CLI does. */
    advanceBusiness: stored.advance,
  };
  const sms = config.production ? undefined : createSms(config, { write: (l) => smsLines.push(l) });
  const providers = {
    kyc: createKyc(config),
    pay: createPay(config, { db, realNow: clock.realNow }),
    push: createPush(config, { write: (l) => pushLines.push(l), db }),
  };
  const deps = { config, db, clock, log, sms, ...providers, ...extra } as Deps;
  const app = createApp(deps);

  /** Calls the API as the client does (enveloped both ways) and returns the opened `{code, data, msg}`. */
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { EFLAG: '1', 'Device-Id': 'test-device', ...headers } };
    if (body !== undefined) {
      init.body = JSON.stringify({ payload: clientSeal(body, keyHex) });
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    }
    const res = await app.request(path, init);
    if (res.status !== 200) throw new Error(`HTTP ${res.status} for ${method} ${path}`);
    const wire = await res.json();
    return clientOpen(wire.payload, keyHex) as { code: number; data: any; msg: string };
  }

  /** The code the development SMS provider printed last for this phone. */
  function lastCode(phone: string): string {
    const line = smsLines
      .map((l) => JSON.parse(l))
      .reverse()
      .find((l) => l.phone === phone && l.code !== undefined);
    if (!line) throw new Error(`no code was printed for ${phone}`);
    return line.code;
  }

  /** Signs a phone in by code, as the app does; returns the login answer (token, userId, ...). */
  async function signIn(phone: string, device = `device-${phone}`) {
    const sent = await call('POST', `/api/user/login/otp?phone=${phone}&type=1`, {}, { 'Device-Id': device });
    if (sent.code !== 200) throw new Error(`otp refused: ${sent.msg}`);
    const out = await call('POST', '/api/user/login/otpLoginCheck', { phone, code: lastCode(phone) }, { 'Device-Id': device });
    if (out.code !== 200) throw new Error(`sign-in refused: ${out.msg}`);
    return out.data as { token: string; userId: number; phone: string; bizStatus: number; newUser: boolean };
  }

  return {
    app,
    db,
    clock,
    config,
    lines,
    smsLines,
    pushLines,
    lastCode,
    signIn,
    dir,
    staticDir,
    deps,
    call,
    /**
     * The operator CLI (`npm run ops -- <argv>`) on this server's database, with a clock of its own
     * read from the database as the CLI's process reads it: its exit code and output.
     */
    async ops(...argv: string[]) {
      const out: string[] = [];
      const cliClock = await createClock(db, { production: config.production, realNow: clock.realNow });
      const code = await runOps({ config, db, clock: cliClock, out: (l) => out.push(l) }, argv);
      return { code, text: out.join('\n') };
    },
    /** Closes the database and deletes the temporary directory. */
    async close() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
      await database.drop();
    },
  };
}
