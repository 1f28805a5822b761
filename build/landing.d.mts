import type { LandingTerms } from '../src/settings';
/** `GET /public/appConfig`'s `pricing` for `env` in days and basis points, computed by the server's own code; throws naming each bad setting. */
export declare function landingSettings(env: Record<string, string | undefined>): Promise<LandingTerms>;
