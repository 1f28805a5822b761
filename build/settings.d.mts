import type { BuildSettings } from '../src/settings';
export declare const defaults: Omit<BuildSettings, 'versionCode' | 'landing'>;
export declare const envNames: Record<string, string>;
/** Every setting but `landing` (build/landing.mjs adds it from the server's pricing configuration). */
export declare function readBuildSettings(env: Record<string, string | undefined>): Omit<BuildSettings, 'landing'>;
