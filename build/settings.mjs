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
  // The largest loan is the server's (MAX_AMOUNT, with PRODUCTS): the app reads it from settings.landing.
  const { _comment, maxAmount, ...out } = defaults;
  const { min, max } = phoneRule.PHONE_LENGTH_RANGE;
  // Every setting is text but the phone length (a number) and the switches (booleans).
  for (const [key, name] of Object.entries(envNames)) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    if (key === 'phoneLength') {
      if (phoneRule.phoneLengthFits(raw)) out[key] = Number(raw);
      else problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    } else if (typeof defaults[key] !== 'boolean') out[key] = raw;
    else if (['0', '1', 'true', 'false'].includes(raw)) out[key] = raw === '1' || raw === 'true';
    else problems.push(`${name} must be 0 or 1, got "${raw}"`);
  }
  if (!/^[0-9a-fA-F]{64}$/.test(out.envelopeKey)) problems.push('APP_SECRET must be 64 hex characters (32 bytes)');
  if (!/^\d+\.\d+\.\d+$/.test(out.appVersion)) problems.push('APP_VERSION must look like 2.1.1');
  if (problems.length) throw new Error('Bad build settings:\n  - ' + problems.join('\n  - '));
  out.versionCode = Number(out.appVersion.split('.').join(''));
  // The demo notice is words, so the app translates it; the configured name and numbers stay as given.
  out.lenderDemo = ['LENDER_NAME', 'LENDER_SEC_NO', 'LENDER_CA_NO'].some((name) => !env[name]);
  return out;
}
