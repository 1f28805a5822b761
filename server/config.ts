// Runtime configuration: read from the environment once at start, validated, then passed around.
import { existsSync } from 'node:fs';
import defaults from '../contract/defaults.json';
import { checkProductionSecrets, DEV_PARTNER_SECRET, DEV_PAY_SECRET, MAKE_A_SECRET } from './config-secrets';
import { readCreditStartLimit } from './credit/start-limit-config';
import { envGetter } from './env-get';
import { readWebhook } from './config-webhooks';
import { readSms, type SmsConfig } from './config-sms';
import { type PaymongoConfig, readPaymongo } from './config-pay';
import type { Webhook } from './http/webhook';
import type { LogLevel } from './log';
import { readPricingEnv } from './pricing/pricing-config';
import { type Banner, readCarousel } from './public/carousel';
import { readHolidays } from './repay/ph-holidays';
import type { PricingConfig } from './pricing/product';

/** The validated runtime configuration. */
export interface Config {
  port: number;
  dataDir: string;
  /** PostgreSQL connection string; null means the embedded SQLite file under dataDir. */
  databaseUrl: string | null;
  /** The 32-byte envelope key (APP_SECRET). */
  envelopeKey: Buffer;
  /** True when APP_SECRET is the documented development key. */
  envelopeKeyIsDefault: boolean;
  allowPlaintext: boolean;
  /** Digits of a mobile number after +63 (PHONE_LENGTH, shared with the build; rules/phone.ts). */
  phoneLength: number;
  // Borrowing (issue 9): products and prices, and the development credit policy.
  /** Largest loan in centavos (MAX_AMOUNT is in pesos, shared with the build). */
  maxAmount: number;
  /** Products, terms and prices (PRODUCTS), checked against PRODUCT.md section 4's caps. */
  pricing: PricingConfig;
  /** The home carousel's text banners, each in up to six languages (CAROUSEL or CAROUSEL_FILE; `GET /public/carousel`). */
  carousel: Banner[];
  /** Dated Philippine holidays the calendar rules cannot compute (HOLIDAYS, YYYY-MM-DD): the repay page's pay-early note. */
  holidays: ReadonlySet<string>;
  /** Development approves, then disburses, a bill this long after each step (AUTO_DECIDE_MS; 0 = off, production: never). */
  autoDecideMs: number;
  /** What a settled loan adds to the borrower's credit limit, in centavos (CREDIT_GROWTH is in pesos; capped at maxAmount). */
  creditGrowth: number;
  /** Proxies the operator runs in front of the server (TRUST_PROXY); 0 = the socket address is the client. */
  trustProxy: number;
  nodeEnv: string;
  production: boolean;
  staticDir: string;
  /** CSP source expressions allowed to frame the app, besides 'self'. */
  frameAncestors: string[];
  /** Partner channel -> that partner's secret. */
  partners: Record<string, string>;
  paySecret: string;
  logLevel: LogLevel;
  /** Where codes and texts go: the console (development), Semaphore or an SMS gateway webhook (SMS_PROVIDER). */
  sms: SmsConfig;
  /** How the certification phone check sends its code: `l` by SMS, `f` by a call (PHONE_CHECK_MODE). */
  phoneCheckMode: 'l' | 'f';
  /** The credit limit granted at certification, in centavos (CREDIT_START_LIMIT is in pesos). */
  creditStartLimit: number;
  /** Vendor adapters (KYC_WEBHOOK_URL, PAY_WEBHOOK_URL, PUSH_WEBHOOK_URL); null runs the development provider, or none in production. */
  webhooks: { kyc: Webhook | null; pay: Webhook | null; push: Webhook | null };
  /** PayMongo (PAY_PROVIDER=paymongo); null runs PAY_WEBHOOK_URL's adapter or development. */
  paymongo: PaymongoConfig | null;
  // Platform (issue 11): tracking retention and Web Push keys.
  /** Days tracking rows are kept before housekeeping removes them (METRIC_RETENTION_DAYS). */
  metricRetentionDays: number;
  /** Days an erased account's loan records are kept before they go too (LOAN_RECORD_RETENTION_DAYS). */
  loanRecordRetentionDays: number;
  /** VAPID keys of Web Push (base64url) and the contact subject; null: generated in development, none in production. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /** Seconds a stopping server keeps its port open, /healthz at 503, before closing it (DRAIN_SECONDS; production 10, development 0). */
  drainSeconds: number;
  /** TLS_CERT and TLS_KEY (PEM files): the server then terminates TLS itself and speaks HTTP/2 (HTTP/1.1 by ALPN); null serves plain HTTP/1.1. */
  tls: { cert: string; key: string } | null;
}

/** Thrown when the environment holds bad values; the message names every bad variable. */
export class ConfigError extends Error {}

// Published in docs/configuration.md and the build defaults: anyone can sign a task or a body with them.
const DEV_PARTNER_CHANNEL = 'demo-partner';
const DEV_PARTNERS = `${DEV_PARTNER_CHANNEL}:${DEV_PARTNER_SECRET}`;
const MAX_PROXIES = 10;
const MAX_DRAIN_SECONDS = 300;
const DEV_FRAME_ANCESTORS = 'http://localhost:* http://127.0.0.1:*';
const LOG_LEVELS: LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];
const NODE_ENVS = ['production', 'development', 'test'];
const SOURCE = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?$/i;

/** Reads and validates the configuration; throws ConfigError listing every problem. */
export function readConfig(env: Record<string, string | undefined>, fallbacks: { staticDir: string }): Config {
  const problems: string[] = [];
  const get = envGetter(env);
  const nodeEnv = get('NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  // A misspelt production would run development: codes printed, development secrets accepted.
  if (!NODE_ENVS.includes(nodeEnv))
    problems.push(`NODE_ENV must be production, development or test, got "${nodeEnv}": write production in lower case to run production`);

  const portRaw = get('PORT') ?? '8080';
  const port = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || port > 65535) problems.push(`PORT must be a whole number from 0 to 65535, got "${portRaw}"`);

  const databaseUrl = get('DATABASE_URL') ?? null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must start with postgres:// or postgresql://');

  const keyHex = get('APP_SECRET') ?? defaults.envelopeKey;
  if (!/^[0-9a-f]{64}$/i.test(keyHex)) problems.push('APP_SECRET must be 64 hex characters (32 bytes)');
  else if (production && keyHex.toLowerCase() === defaults.envelopeKey) {
    problems.push(
      'APP_SECRET must be set to your own key when NODE_ENV=production (the development key is published; build the app with the same value)',
    );
  }

  // Production judges every secret at once, below; the list keeps each value with its setting's name.
  const secrets: [string, string][] = [];
  if (/^[0-9a-f]{64}$/i.test(keyHex) && keyHex.toLowerCase() !== defaults.envelopeKey) secrets.push(['APP_SECRET', keyHex]);

  const allowPlaintext = flag('ALLOW_PLAINTEXT', get('ALLOW_PLAINTEXT'), problems);
  if (allowPlaintext && production) problems.push('ALLOW_PLAINTEXT is a development aid and is refused when NODE_ENV=production');

  const phoneLengthRaw = get('PHONE_LENGTH') ?? String(defaults.phoneLength);
  const phoneLength = Number(phoneLengthRaw);
  if (!/^\d{1,2}$/.test(phoneLengthRaw) || phoneLength < 7 || phoneLength > 15)
    problems.push(`PHONE_LENGTH must be a whole number from 7 to 15, got "${phoneLengthRaw}"`);

  // Borrowing (issue 9).
  // MAX_AMOUNT and PRODUCTS: the build reads them through the same function for the landing page.
  const { maxAmount, pricing } = readPricingEnv(get, problems);
  const carousel = readCarousel(get('CAROUSEL'), get('CAROUSEL_FILE'), problems);
  const holidays = readHolidays(get('HOLIDAYS'), problems);
  const autoDecideRaw = get('AUTO_DECIDE_MS') ?? '3000';
  const growthRaw = get('CREDIT_GROWTH') ?? '1000';
  if (!/^\d{1,8}$/.test(growthRaw)) problems.push(`CREDIT_GROWTH must be whole pesos (0 keeps limits as granted), got "${growthRaw}"`);
  if (!/^\d{1,9}$/.test(autoDecideRaw)) problems.push(`AUTO_DECIDE_MS must be whole milliseconds (0 turns it off), got "${autoDecideRaw}"`);

  const proxiesRaw = get('TRUST_PROXY') ?? '0';
  const trustProxy = proxiesRaw === 'false' ? 0 : Number(proxiesRaw);
  if (proxiesRaw !== 'false' && (!/^\d{1,2}$/.test(proxiesRaw) || trustProxy > MAX_PROXIES)) {
    problems.push(
      `TRUST_PROXY must be the number of proxies you run in front of the server (0 to ${MAX_PROXIES}; 1 for one load balancer), got "${proxiesRaw}"`,
    );
  }

  const frameAncestors = (get('FRAME_ANCESTORS') ?? (production ? '' : DEV_FRAME_ANCESTORS)).split(/[\s,]+/).filter(Boolean);
  for (const src of frameAncestors) {
    if (!SOURCE.test(src)) problems.push(`FRAME_ANCESTORS entries must be origins like https://partner.example, got "${src}"`);
    else if (production && !src.startsWith('https://')) problems.push(`FRAME_ANCESTORS must use https in production, got "${src}"`);
  }

  const partners: Record<string, string> = {};
  const pairs = (get('PARTNERS') ?? (production ? '' : DEV_PARTNERS))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const [i, pair] of pairs.entries()) {
    const at = pair.indexOf(':');
    const channel = pair.slice(0, at),
      secret = pair.slice(at + 1);
    if (at < 1 || !/^[A-Za-z0-9_-]{1,64}$/.test(channel))
      problems.push(
        `PARTNERS entry ${i + 1} is malformed: entries must be channel:secret with a channel of letters, digits, - or _ (the entry is not printed: it may hold a secret)`,
      );
    else if (production && channel === DEV_PARTNER_CHANNEL)
      problems.push(`PARTNERS must not list the development partner "${DEV_PARTNER_CHANNEL}" when NODE_ENV=production`);
    else if (!production && secret.length < 16) problems.push(`PARTNERS secret for "${channel}" must be at least 16 characters`);
    else {
      partners[channel] = secret;
      if (production) secrets.push([`PARTNERS secret for "${channel}"`, secret]);
    }
  }

  const paySecret = get('PAY_SECRET') ?? (production ? '' : DEV_PAY_SECRET);
  if (production && !paySecret) problems.push(`PAY_SECRET must be set to your own secret when NODE_ENV=production: ${MAKE_A_SECRET}`);
  else if (production) secrets.push(['PAY_SECRET', paySecret]);
  else if (paySecret.length < 16) problems.push('PAY_SECRET must be at least 16 characters');

  const logLevel = (get('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);

  const hooks = { get, production, problems, secrets };
  const webOtpHost = get('PUBLIC_HOST') ?? null;
  if (webOtpHost && !/^[a-z0-9.-]+$/i.test(webOtpHost))
    problems.push(`PUBLIC_HOST must be a bare host name like app.lender.ph, got "${webOtpHost}"`);
  const phoneCheckMode = get('PHONE_CHECK_MODE') ?? 'l';
  if (phoneCheckMode !== 'l' && phoneCheckMode !== 'f')
    problems.push(`PHONE_CHECK_MODE must be l (code by SMS) or f (code by a call), got "${phoneCheckMode}"`);
  const sms = readSms(hooks, webOtpHost, phoneCheckMode);
  const creditStartLimit = readCreditStartLimit(get, problems);
  const vendorData = "borrowers' data travel in it";
  const webhooks = {
    kyc: readWebhook('KYC', vendorData, hooks),
    pay: readWebhook('PAY', vendorData, hooks),
    push: readWebhook('PUSH', vendorData, hooks),
  };
  const paymongo = readPaymongo(hooks);
  if (production) checkProductionSecrets(secrets, problems);

  const drainRaw = get('DRAIN_SECONDS') ?? (production ? '10' : '0');
  if (!/^\d{1,3}$/.test(drainRaw) || Number(drainRaw) > MAX_DRAIN_SECONDS)
    problems.push(
      `DRAIN_SECONDS must be whole seconds from 0 to ${MAX_DRAIN_SECONDS} (your load balancer's health-check interval times its unhealthy threshold), got "${drainRaw}"`,
    );

  // Platform (issue 11): tracking retention and Web Push keys.
  const retentionRaw = get('METRIC_RETENTION_DAYS') ?? '90';
  if (!/^\d{1,4}$/.test(retentionRaw) || Number(retentionRaw) < 1)
    problems.push(`METRIC_RETENTION_DAYS must be a whole number of days from 1 to 9999, got "${retentionRaw}"`);
  // The Anti-Money Laundering Act keeps a closed account's records five years.
  const loanKeepRaw = get('LOAN_RECORD_RETENTION_DAYS') ?? '1826';
  if (!/^\d{1,5}$/.test(loanKeepRaw) || Number(loanKeepRaw) < 1)
    problems.push(`LOAN_RECORD_RETENTION_DAYS must be a whole number of days from 1 to 99999, got "${loanKeepRaw}"`);
  const vapid = readVapid(get, problems);
  // First paint (issue 12): TLS here means HTTP/2, many files on one connection.
  const tlsCert = get('TLS_CERT'),
    tlsKey = get('TLS_KEY');
  if (!tlsCert !== !tlsKey) problems.push('TLS_CERT and TLS_KEY go together: set both (PEM files) or neither');
  for (const [name, file] of [
    ['TLS_CERT', tlsCert],
    ['TLS_KEY', tlsKey],
  ] as const)
    if (file && !existsSync(file)) problems.push(`${name} names a file that does not exist: ${file}`);
  const tls = tlsCert && tlsKey ? { cert: tlsCert, key: tlsKey } : null;

  if (problems.length) throw new ConfigError('Bad configuration:\n  - ' + problems.join('\n  - '));
  return {
    port,
    dataDir: get('DATA_DIR') ?? './data',
    databaseUrl,
    envelopeKey: Buffer.from(keyHex, 'hex'),
    envelopeKeyIsDefault: keyHex.toLowerCase() === defaults.envelopeKey,
    allowPlaintext,
    phoneLength,
    maxAmount,
    pricing,
    carousel,
    holidays,
    // Production never decides by itself: the operator does (PRODUCT.md section 5).
    autoDecideMs: production ? 0 : Number(autoDecideRaw),
    creditGrowth: Number(growthRaw) * 100,
    trustProxy,
    nodeEnv,
    production,
    staticDir: get('STATIC_DIR') ?? fallbacks.staticDir,
    frameAncestors,
    partners,
    paySecret,
    logLevel,
    sms,
    phoneCheckMode: phoneCheckMode as Config['phoneCheckMode'],
    creditStartLimit,
    webhooks,
    paymongo,
    metricRetentionDays: Number(retentionRaw),
    drainSeconds: Number(drainRaw),
    loanRecordRetentionDays: Number(loanKeepRaw),
    vapid,
    tls,
  };
}

/** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT: all three or none (the keys are base64url P-256). */
function readVapid(get: (name: string) => string | undefined, problems: string[]): Config['vapid'] {
  const publicKey = get('VAPID_PUBLIC_KEY'),
    privateKey = get('VAPID_PRIVATE_KEY'),
    subject = get('VAPID_SUBJECT');
  if (!publicKey && !privateKey && !subject) return null;
  if (!publicKey || !privateKey || !subject) {
    problems.push(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set together (npx web-push generate-vapid-keys makes a pair)',
    );
    return null;
  }
  const b64url = /^[A-Za-z0-9_-]+$/;
  if (!b64url.test(publicKey) || publicKey.length !== 87)
    problems.push('VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)');
  if (!b64url.test(privateKey) || privateKey.length !== 43)
    problems.push('VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters; it is not printed)');
  if (!/^(mailto:|https:\/\/)\S+$/.test(subject))
    problems.push(`VAPID_SUBJECT must be a mailto: or https: contact of the lender, got "${subject}"`);
  return { publicKey, privateKey, subject };
}

function flag(name: string, raw: string | undefined, problems: string[]): boolean {
  if (raw === undefined) return false;
  if (!['0', '1', 'true', 'false'].includes(raw)) problems.push(`${name} must be 0 or 1, got "${raw}"`);
  return raw === '1' || raw === 'true';
}
