// The server's own settings as valibot schemas, one a setting, each failure a message naming it and
// the value it got (secrets are never printed). config.ts parses each on its own, so a start with
// several bad values names every one; the vendors' and pricing settings have readers of their own.
import { existsSync } from 'node:fs';
import * as v from 'valibot';
import defaults from '../contract/defaults.json';
import { PHONE_LENGTH_RANGE, phoneLengthFits } from '../contract/phone';
import { DEV_PARTNER_SECRET, DEV_PAY_SECRET, MAKE_A_SECRET } from './config-secrets';
import type { LogLevel } from './log';

// Published in docs/configuration.md and the build defaults: anyone can sign a task or a body with them.
const DEV_PARTNER_CHANNEL = 'demo-partner';
const DEV_PARTNERS = `${DEV_PARTNER_CHANNEL}:${DEV_PARTNER_SECRET}`;
const MAX_PROXIES = 10;
const MAX_DRAIN_SECONDS = 300;
const DEV_FRAME_ANCESTORS = 'http://localhost:* http://127.0.0.1:*';
const LOG_LEVELS: LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];
const SOURCE = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?$/i;
const HEX_KEY = /^[0-9a-f]{64}$/i;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** `text, got "value"`: the message of a setting whose value may be printed. */
const got = (text: string) => (issue: v.BaseIssue<unknown>) => `${text}, got "${issue.input}"`;

/**
 * A whole number written as digits (at most `digits` of them), from `min` to `max`, with one message
 * for any failure; `spell` first rewrites another spelling the setting accepts.
 */
function whole(
  fallback: string,
  digits: number,
  [min, max]: [number, number],
  message: (issue: v.BaseIssue<unknown>) => string,
  spell = (raw: string) => raw,
) {
  return v.optional(
    v.pipe(
      v.string(),
      v.transform(spell),
      v.regex(new RegExp(`^\\d{1,${digits}}$`), message),
      v.transform(Number),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
    fallback,
  );
}

/** An on/off setting: 0, 1, true or false; unset is off. */
const flag = (name: string) =>
  v.optional(
    v.pipe(
      v.picklist(['0', '1', 'true', 'false'], got(`${name} must be 0 or 1`)),
      v.transform((raw) => raw === '1' || raw === 'true'),
    ),
    '0',
  );

/** `channel:secret` pairs, comma-separated; a malformed entry is named by its place, never printed (it may hold a secret). */
function partners(production: boolean) {
  return v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue }) => {
      const out: Record<string, string> = {};
      const pairs = dataset.value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const [i, pair] of pairs.entries()) {
        const at = pair.indexOf(':');
        const channel = pair.slice(0, at),
          secret = pair.slice(at + 1);
        if (at < 1 || !/^[A-Za-z0-9_-]{1,64}$/.test(channel))
          addIssue({
            message: `PARTNERS entry ${i + 1} is malformed: entries must be channel:secret with a channel of letters, digits, - or _ (the entry is not printed: it may hold a secret)`,
          });
        else if (production && channel === DEV_PARTNER_CHANNEL)
          addIssue({ message: `PARTNERS must not list the development partner "${DEV_PARTNER_CHANNEL}" when NODE_ENV=production` });
        else if (!production && secret.length < 16)
          addIssue({ message: `PARTNERS secret for "${channel}" must be at least 16 characters` });
        else out[channel] = secret;
      }
      return out;
    }),
  );
}

/** An optional file that must exist. */
const file = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check(
        (path: string) => existsSync(path),
        (issue) => `${name} names a file that does not exist: ${issue.input}`,
      ),
    ),
  );

/** The schema of each of the server's own settings, by its variable; `production` sets some defaults and refuses development aids. */
export function settingSchemas(production: boolean) {
  return {
    NODE_ENV: v.optional(
      v.picklist(
        ['production', 'development', 'test'],
        // A misspelt production would run development: codes printed, development secrets accepted.
        (issue) =>
          `NODE_ENV must be production, development or test, got "${issue.input}": write production in lower case to run production`,
      ),
      'development',
    ),
    PORT: whole('8080', 5, [0, 65535], got('PORT must be a whole number from 0 to 65535')),
    DATA_DIR: v.optional(v.string(), './data'),
    DATABASE_URL: v.optional(
      v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')),
    ),
    APP_SECRET: v.optional(
      v.pipe(
        v.string(),
        v.regex(HEX_KEY, 'APP_SECRET must be 64 hex characters (32 bytes)'),
        v.check(
          (key) => !production || key.toLowerCase() !== defaults.envelopeKey,
          'APP_SECRET must be set to your own key when NODE_ENV=production (the development key is published; build the app with the same value)',
        ),
      ),
      defaults.envelopeKey,
    ),
    ALLOW_PLAINTEXT: v.pipe(
      flag('ALLOW_PLAINTEXT'),
      v.check((on) => !(on && production), 'ALLOW_PLAINTEXT is a development aid and is refused when NODE_ENV=production'),
    ),
    // The phone rule's range, which the build checks too (contract/phone.ts).
    PHONE_LENGTH: v.optional(
      v.pipe(
        v.string(),
        v.check(phoneLengthFits, got(`PHONE_LENGTH must be a whole number from ${PHONE_LENGTH_RANGE.min} to ${PHONE_LENGTH_RANGE.max}`)),
        v.transform(Number),
      ),
      String(defaults.phoneLength),
    ),
    AUTO_DECIDE_MS: whole('3000', 9, [0, 999_999_999], got('AUTO_DECIDE_MS must be whole milliseconds (0 turns it off)')),
    CREDIT_GROWTH: whole('1000', 8, [0, 99_999_999], got('CREDIT_GROWTH must be whole pesos (0 keeps limits as granted)')),
    TRUST_PROXY: whole(
      '0',
      2,
      [0, MAX_PROXIES],
      got(`TRUST_PROXY must be the number of proxies you run in front of the server (0 to ${MAX_PROXIES}; 1 for one load balancer)`),
      (raw) => (raw === 'false' ? '0' : raw),
    ),
    FRAME_ANCESTORS: v.optional(
      v.pipe(
        v.string(),
        v.transform((raw) => raw.split(/[\s,]+/).filter(Boolean)),
        v.array(
          v.pipe(
            v.string(),
            v.regex(SOURCE, got('FRAME_ANCESTORS entries must be origins like https://partner.example')),
            v.check(
              (src) => !production || !SOURCE.test(src) || src.startsWith('https://'),
              got('FRAME_ANCESTORS must use https in production'),
            ),
          ),
        ),
      ),
      production ? '' : DEV_FRAME_ANCESTORS,
    ),
    PARTNERS: v.optional(partners(production), production ? '' : DEV_PARTNERS),
    PAY_SECRET: v.optional(
      v.pipe(
        v.string(),
        v.check(
          (secret) => !production || secret !== '',
          `PAY_SECRET must be set to your own secret when NODE_ENV=production: ${MAKE_A_SECRET}`,
        ),
        v.check((secret) => production || secret.length >= 16, 'PAY_SECRET must be at least 16 characters'),
      ),
      production ? '' : DEV_PAY_SECRET,
    ),
    LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, got(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)), 'info'),
    PUBLIC_HOST: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+$/i, got('PUBLIC_HOST must be a bare host name like app.lender.ph')))),
    PHONE_CHECK_MODE: v.optional(v.picklist(['l', 'f'], got('PHONE_CHECK_MODE must be l (code by SMS) or f (code by a call)')), 'l'),
    DRAIN_SECONDS: whole(
      production ? '10' : '0',
      3,
      [0, MAX_DRAIN_SECONDS],
      got(
        `DRAIN_SECONDS must be whole seconds from 0 to ${MAX_DRAIN_SECONDS} (your load balancer's health-check interval times its unhealthy threshold)`,
      ),
    ),
    METRIC_RETENTION_DAYS: whole('90', 4, [1, 9999], got('METRIC_RETENTION_DAYS must be a whole number of days from 1 to 9999')),
    // The Anti-Money Laundering Act keeps a closed account's records five years.
    LOAN_RECORD_RETENTION_DAYS: whole(
      '1826',
      5,
      [1, 99999],
      got('LOAN_RECORD_RETENTION_DAYS must be a whole number of days from 1 to 99999'),
    ),
    STATIC_DIR: v.optional(v.string()),
    // TLS here means HTTP/2: many files on one connection.
    TLS_CERT: file('TLS_CERT'),
    TLS_KEY: file('TLS_KEY'),
    VAPID_PUBLIC_KEY: v.optional(
      v.pipe(
        v.string(),
        v.regex(BASE64URL, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)'),
        v.length(87, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)'),
      ),
    ),
    VAPID_PRIVATE_KEY: v.optional(
      v.pipe(
        v.string(),
        v.regex(BASE64URL, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters; it is not printed)'),
        v.length(43, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters; it is not printed)'),
      ),
    ),
    VAPID_SUBJECT: v.optional(
      v.pipe(v.string(), v.regex(/^(mailto:|https:\/\/)\S+$/, got('VAPID_SUBJECT must be a mailto: or https: contact of the lender'))),
    ),
  };
}

/** Settings that go together: each group all set or none. */
export const TOGETHER: [string[], string][] = [
  [['TLS_CERT', 'TLS_KEY'], 'TLS_CERT and TLS_KEY go together: set both (PEM files) or neither'],
  [
    ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'],
    'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set together (npx web-push generate-vapid-keys makes a pair)',
  ],
];

/** Each setting's parsed value, by its variable. */
export type Settings = { [K in keyof ReturnType<typeof settingSchemas>]: v.InferOutput<ReturnType<typeof settingSchemas>[K]> };

/**
 * Parses every setting of `schemas` from `get`, each on its own so that all problems are found at
 * once; a group of TOGETHER half set is a problem of its own. Values of failed settings are left out.
 */
export function parseSettings(
  schemas: ReturnType<typeof settingSchemas>,
  get: (name: string) => string | undefined,
  problems: string[],
): Partial<Settings> {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const result = v.safeParse(schema as v.GenericSchema, get(name), { abortPipeEarly: true });
    if (result.success) out[name] = result.output;
    else for (const issue of result.issues) problems.push(issue.message);
  }
  for (const [names, message] of TOGETHER) {
    const set = names.filter((name) => get(name) !== undefined).length;
    if (set > 0 && set < names.length) problems.push(message);
  }
  return out as Partial<Settings>;
}
