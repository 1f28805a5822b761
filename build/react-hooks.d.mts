import type { Plugin } from 'esbuild';
/** True when every import of `react` in `source` takes only hooks (type-only imports count as none). */
export function hooksOnly(source: string): boolean;
/** The esbuild plugin: resolves hooks-only `react` imports to preact/hooks. */
export function reactHooks(): Plugin;
