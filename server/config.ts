// Runtime configuration: read from the environment once at start, validated (the server's own
// settings by their valibot schemas, config-schema.ts; vendors, prices and lists by their readers),
// then passed around.
import defaults from '../contract/defaults.json';
import { parseSettings, type Settings, settingSchemas } from './config-schema';
import { checkProductionSecrets } from './config-secrets';
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
  // Borrowing: products and prices, and the development credit policy.
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
  // Platform: tracking retention and Web Push keys.
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

/** Reads and validates the configuration; throws ConfigError listing every problem. */
export function readConfig(env: Record<string, string | undefined>, fallbacks: { staticDir: string }): Config {
  const problems: string[] = [];
  const get = envGetter(env);
  const production = get('NODE_ENV') === 'production';
  const s = parseSettings(settingSchemas(production), get, problems) as Settings;

  // Production judges every secret at once, below; the list keeps each value with its setting's name.
  const secrets: [string, string][] = [];
  const keyHex = s.APP_SECRET?.toLowerCase();
  const envelopeKeyIsDefault = keyHex === defaults.envelopeKey;
  if (keyHex && !envelopeKeyIsDefault) secrets.push(['APP_SECRET', keyHex]);
  if (production) {
    for (const [channel, secret] of Object.entries(s.PARTNERS ?? {})) secrets.push([`PARTNERS secret for "${channel}"`, secret]);
    if (s.PAY_SECRET) secrets.push(['PAY_SECRET', s.PAY_SECRET]);
  }

  // Borrowing: MAX_AMOUNT and PRODUCTS, which the build reads through the same function for the landing page.
  const { maxAmount, pricing } = readPricingEnv(get, problems);
  const carousel = readCarousel(get('CAROUSEL'), get('CAROUSEL_FILE'), problems);
  const holidays = readHolidays(get('HOLIDAYS'), problems);
  const hooks = { get, production, problems, secrets };
  const sms = readSms(hooks, s.PUBLIC_HOST ?? null, s.PHONE_CHECK_MODE ?? 'l');
  const creditStartLimit = readCreditStartLimit(get, problems);
  const vendorData = "borrowers' data travel in it";
  const webhooks = {
    kyc: readWebhook('KYC', vendorData, hooks),
    pay: readWebhook('PAY', vendorData, hooks),
    push: readWebhook('PUSH', vendorData, hooks),
  };
  const paymongo = readPaymongo(hooks);
  if (production) checkProductionSecrets(secrets, problems);

  if (problems.length) throw new ConfigError('Bad configuration:\n  - ' + problems.join('\n  - '));
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject, TLS_CERT: cert, TLS_KEY: key } = s;
  return {
    port: s.PORT,
    dataDir: s.DATA_DIR,
    databaseUrl: s.DATABASE_URL ?? null,
    envelopeKey: Buffer.from(s.APP_SECRET, 'hex'),
    envelopeKeyIsDefault,
    allowPlaintext: s.ALLOW_PLAINTEXT,
    phoneLength: s.PHONE_LENGTH,
    maxAmount,
    pricing,
    carousel,
    holidays,
    // Production never decides by itself: the operator does (PRODUCT.md section 5).
    autoDecideMs: production ? 0 : s.AUTO_DECIDE_MS,
    creditGrowth: s.CREDIT_GROWTH * 100,
    trustProxy: s.TRUST_PROXY,
    nodeEnv: s.NODE_ENV,
    production,
    staticDir: s.STATIC_DIR ?? fallbacks.staticDir,
    frameAncestors: s.FRAME_ANCESTORS,
    partners: s.PARTNERS,
    paySecret: s.PAY_SECRET,
    logLevel: s.LOG_LEVEL,
    sms,
    phoneCheckMode: s.PHONE_CHECK_MODE,
    creditStartLimit,
    webhooks,
    paymongo,
    metricRetentionDays: s.METRIC_RETENTION_DAYS,
    drainSeconds: s.DRAIN_SECONDS,
    loanRecordRetentionDays: s.LOAN_RECORD_RETENTION_DAYS,
    vapid: publicKey && privateKey && subject ? { publicKey, privateKey, subject } : null,
    tls: cert && key ? { cert, key } : null,
  };
}
