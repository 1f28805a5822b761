// What production accepts as a secret. Anyone who can guess PAY_SECRET signs payment callbacks, and
// anyone who knows a partner's secret signs borrowers in, so every secret must be random, unpublished
// and used once. Randomness cannot be measured from one value; the estimate is deliberately simple and
// documented in docs/configuration.md, so an operator knows why a value was refused.
import defaults from '../contract/defaults.json';

/** PAY_SECRET's development default; refused in production. */
export const DEV_PAY_SECRET = 'dev-pay-secret-not-for-production';
/** The demo partner's secret, used in development and in the embedded journey's docs. */
export const DEV_PARTNER_SECRET = 'demo-partner-secret';

/** What every refusal tells the operator to do. */
export const MAKE_A_SECRET = 'make one with `openssl rand -hex 32`';

// Every secret value the code and the docs hold: the envelope key ships in the app's JavaScript too.
const PUBLISHED = [defaults.envelopeKey, DEV_PAY_SECRET, DEV_PARTNER_SECRET].map((s) => s.toLowerCase());
const APP_SECRET_SHIPS = ", and APP_SECRET ships inside the app's JavaScript (it is the envelope key, not a secret)";
const MIN_LENGTH = 32;
const MIN_BITS = 128;
// A stretch this long that repeats or steps evenly (aaaaaaaa, 12345678, abcdabcd) is typed, not drawn.
const STRETCH = 8;

/** A generous guess at a value's randomness in bits: its length times log2 of the distinct characters it uses. */
export function estimatedBits(value: string): number {
  const chars = [...value];
  const distinct = new Set(chars).size;
  return distinct < 2 ? 0 : Math.floor(chars.length * Math.log2(distinct));
}

/** True when some stretch of the value repeats elsewhere in it, or walks the alphabet by an even step. */
function patterned(value: string): boolean {
  const codes = [...value].map((c) => c.codePointAt(0) ?? 0);
  const seen = new Set<string>();
  for (let i = 0; i + STRETCH <= codes.length; i++) {
    const stretch = codes.slice(i, i + STRETCH);
    const key = stretch.join(',');
    if (seen.has(key)) return true;
    seen.add(key);
    const step = stretch[1] - stretch[0];
    if (stretch.every((c, k) => k === 0 || c - stretch[k - 1] === step)) return true;
  }
  return false;
}

/** Why `value` cannot be a production secret (to follow the setting's name), or null when it can. */
export function secretWeakness(value: string): string | null {
  if (PUBLISHED.includes(value.toLowerCase())) return 'is a development value published in the code or docs';
  if ([...value].length < MIN_LENGTH) return `is shorter than ${MIN_LENGTH} characters`;
  const bits = estimatedBits(value);
  if (bits < MIN_BITS) return `holds about ${bits} bits of randomness (length x log2 of its distinct characters); ${MIN_BITS} are needed`;
  if (patterned(value)) return `repeats itself or runs through the alphabet (${STRETCH} characters like abcdabcd or 12345678)`;
  return null;
}

/**
 * Production's checks over every secret at once, each named by its setting: strong enough, and no
 * value in two settings (compared without letter case, as hex keys are written either way).
 */
export function checkProductionSecrets(secrets: readonly (readonly [name: string, value: string])[], problems: string[]): void {
  const owner = new Map<string, string>();
  for (const [name, value] of secrets) {
    if (!value) continue;
    const weakness = secretWeakness(value);
    if (weakness) problems.push(`${name} ${weakness} when NODE_ENV=production: ${MAKE_A_SECRET}`);
    const first = owner.get(value.toLowerCase());
    if (first)
      problems.push(
        `${first} and ${name} are the same secret${first === 'APP_SECRET' ? APP_SECRET_SHIPS : ''}: give each its own (${MAKE_A_SECRET} for each)`,
      );
    else owner.set(value.toLowerCase(), name);
  }
}
