import type { Plugin } from 'esbuild';
/** True when every import of `react` and `react-dom` in `source` takes only names of preact's core or hooks (type-only imports count as none). */
export function hooksOnly(source: string): boolean;
/** The esbuild plugin: resolves `react` and `react-dom` imports that need no compat to preact's core and hooks. */
export function reactHooks(): Plugin;
