// CREDIT_START_LIMIT, read one way by the server at start (config.ts) and by the build for the
// landing's "first limit" (pricing/landing.ts), so the page never names a limit the server does not grant.

/** The credit limit granted at certification in centavos, from CREDIT_START_LIMIT (whole pesos, default 5,000); a bad value is pushed to `problems`. */
export function readCreditStartLimit(get: (name: string) => string | undefined, problems: string[]): number {
  const raw = get('CREDIT_START_LIMIT') ?? '5000';
  const pesos = Number(raw);
  if (!/^\d{1,7}$/.test(raw) || pesos < 100 || pesos > 1_000_000)
    problems.push(`CREDIT_START_LIMIT must be whole pesos from 100 to 1000000, got "${raw}"`);
  return pesos * 100;
}
