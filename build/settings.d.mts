import type { BuildSettings } from '../src/settings';
export declare const defaults: Omit<BuildSettings, 'versionCode'>;
export declare const envNames: Record<string, string>;
export declare function readBuildSettings(env: Record<string, string | undefined>): BuildSettings;
