import type core from './locales/en';

/**
 * Each feature's English table by feature name. A feature's `<feature>-messages.ts` adds its own
 * entry by declaration merging, so its keys type-check while this module imports no feature.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in src/features/*/*-messages.ts
export interface FeatureMessages {}

/** Every message key: the core dictionary's and every feature's. A key that none of them has fails `tsc`. */
export type MessageKey = keyof typeof core | { [F in keyof FeatureMessages]: keyof FeatureMessages[F] & string }[keyof FeatureMessages];
