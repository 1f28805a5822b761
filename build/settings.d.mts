import type { BuildSettings } from '../src/settings';
export declare const defaults: Omit<BuildSettings, 'versionCode' | 'landing'>;
export declare const envNames: Record<string, string>;
/** Every setting but `landing` (build/landing.mjs adds it from the server's pricing configuration). */
export declare function readBuildSettings(env: Record<string, string | undefined>): Omit<BuildSettings, 'landing'>;
/** esbuild plugin: replaces `__SETTINGS__` in src/settings.ts with `settings`; fails the build if the line moved. */
export declare function inlineSettings(settings: Partial<BuildSettings>): import('esbuild').Plugin;
/** esbuild plugin: replaces `= <name>;` in the source file `path` ends with by `value`; fails the build if that line moved. */
export declare function inlineGlobal(path: string, name: string, value: unknown): import('esbuild').Plugin;
