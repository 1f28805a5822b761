import type { BuildSettings } from '../src/settings';
export declare const defaults: Omit<BuildSettings, 'versionCode'>;
export declare const envNames: Record<string, string>;
export declare function readBuildSettings(env: Record<string, string | undefined>): BuildSettings;
/** esbuild plugin: replaces `__SETTINGS__` in src/settings.ts with `settings`; fails the build if the line moved. */
export declare function inlineSettings(settings: BuildSettings): import('esbuild').Plugin;
