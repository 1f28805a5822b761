import type { LandingTerms, SampleFigures } from '../contract/landing';
/** `{landing, sample}` for `env`, computed by the server's own code; throws naming each bad setting. */
export declare function landingBuild(env: Record<string, string | undefined>): Promise<{ landing: LandingTerms; sample: SampleFigures }>;
/** esbuild plugin: writes the sample into src/features/disclosure/sample-figures.ts in place of `__SAMPLE__`. */
export declare function inlineSample(sample: SampleFigures): import('esbuild').Plugin;
