// Build settings: read once from the environment at build time, validated, compiled into the app.
import { readFileSync } from 'node:fs';
import { importTs } from './import-ts.mjs';

/** Defaults shared with the server (which reads the same file for APP_SECRET's default). */
export const defaults = JSON.parse(readFileSync(new URL('../contract/defaults.json', import.meta.url), 'utf8'));

// PHONE_LENGTH is taken by the phone rule the app and the server share, bundled here as they bundle it.
const phoneRule = await importTs(new URL('../contract/phone.ts', import.meta.url).pathname);

/** Environment variable for each setting. */
export const envNames = {
  phoneLength: 'PHONE_LENGTH',
  appVersion: 'APP_VERSION',
  appId: 'APP_ID',
  embedded: 'ORIGIN_FLAG',
  partnerChannel: 'PARTNER_CHANNEL',
  retentionDialog: 'RETENTION_DIALOG',
  envelopeKey: 'APP_SECRET',
  lenderName: 'LENDER_NAME',
  lenderSecNo: 'LENDER_SEC_NO',
  lenderCaNo: 'LENDER_CA_NO',
};

/**
 * Reads the build settings from `env`; throws one error listing every bad value.
 * @param {Record<string, string | undefined>} env
 */
export function readBuildSettings(env) {
  const problems = [];
  const out = { ...defaults };
  delete out._comment;
  // The largest loan is the server's (MAX_AMOUNT, with PRODUCTS): the app reads it from settings.landing.
  delete out.maxAmount;
  for (const [key, name] of Object.entries(envNames)) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const def = defaults[key];
    if (key === 'phoneLength') {
      if (!phoneRule.phoneLengthFits(raw))
        problems.push(
          `${name} must be a whole number from ${phoneRule.PHONE_LENGTH_RANGE.min} to ${phoneRule.PHONE_LENGTH_RANGE.max}, got "${raw}"`,
        );
      else out[key] = Number(raw);
    } else if (typeof def === 'number') {
      const n = Number(raw);
      if (!Number.isInteger(n) || n <= 0) problems.push(`${name} must be a positive whole number, got "${raw}"`);
      else out[key] = n;
    } else if (typeof def === 'boolean') {
      if (!['0', '1', 'true', 'false'].includes(raw)) problems.push(`${name} must be 0 or 1, got "${raw}"`);
      else out[key] = raw === '1' || raw === 'true';
    } else out[key] = raw;
  }
  if (!/^[0-9a-fA-F]{64}$/.test(out.envelopeKey)) problems.push('APP_SECRET must be 64 hex characters (32 bytes)');
  if (!/^\d+\.\d+\.\d+$/.test(out.appVersion)) problems.push('APP_VERSION must look like 2.1.1');
  if (problems.length) throw new Error('Bad build settings:\n  - ' + problems.join('\n  - '));
  out.versionCode = Number(out.appVersion.split('.').join(''));
  // The demo notice is words, so the app translates it; the configured name and numbers stay as given.
  out.lenderDemo = ['LENDER_NAME', 'LENDER_SEC_NO', 'LENDER_CA_NO'].some((name) => !env[name]);
  return out;
}
