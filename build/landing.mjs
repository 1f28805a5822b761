// The landing page's figures (daily interest, term and amount range) at build time, from the
// SERVER's pricing configuration: server/pricing/landing.ts is bundled here and run on the build's
// environment (MAX_AMOUNT, PRODUCTS), so the prerendered page shows what every quote will charge.
import { importTs } from './import-ts.mjs';

/**
 * `{landing, sample}` for `env`, computed by the server's own code: `GET /public/appConfig`'s
 * `pricing` as the app's `settings.landing` carries it (days and basis points), and the sample
 * disclosure (the server's quote). Throws naming each bad setting (the server would refuse it too).
 * @param {Record<string, string | undefined>} env
 */
export async function landingBuild(env) {
  return (await importTs('server/pricing/landing.ts', { platform: 'node' })).landingBuildFromEnv(env);
}
