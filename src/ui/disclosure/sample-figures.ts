// The landing's sample disclosure statement (Truth in Lending Act): the server's own quote
// (server/pricing/quote.ts) for the most one can borrow over the longest term, computed at build by
// build/landing.mjs and written here in place of `__SAMPLE__`, so the sample charges what a loan would.
import type { SampleFigures } from '../../../contract/landing';

declare const __SAMPLE__: SampleFigures;

/** This build's sample. Tests set `globalThis.__SAMPLE__` before importing app code. */
export const SAMPLE: SampleFigures = __SAMPLE__;
