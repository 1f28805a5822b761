import type { LandingTerms, SampleFigures } from '../contract/landing';
/** `{landing, sample}` for `env`, computed by the server's own code; throws naming each bad setting. */
export declare function landingBuild(env: Record<string, string | undefined>): Promise<{ landing: LandingTerms; sample: SampleFigures }>;
