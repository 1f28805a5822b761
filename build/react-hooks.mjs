// Source takes React's API from `react` and `react-dom`, aliased to preact/compat; compat costs ~1.4 KB
// brotli and global option hooks. An import of `react` or `react-dom` that takes nothing but names
// preact's core or preact/hooks export (hooks, Component, Fragment, createContext, render, hydrate,
// createPortal...) goes to those instead: the same functions. Any other import (a default or
// namespace import, memo, forwardRef, Suspense...) keeps compat.
import { readFileSync } from 'node:fs';
const light = new Set([...Object.keys(await import('preact')), ...Object.keys(await import('preact/hooks'))]);
const fromReact = /import\s+([^'";]*?)\s+from\s*['"]react(?:-dom)?['"]/g;
const LIGHT = 'react-light';

/** Names an `import … from 'react'` clause takes, or null when it takes more than named bindings. */
function named(clause) {
  if (/^type\s/.test(clause)) return [];
  const m = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!m) return null; // default or namespace import: compat
  return m[1]
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => s.split(/\s+as\s+/)[0]);
}

/** True when every import of `react` and `react-dom` in `source` takes only names of preact's core or hooks (type-only imports count as none). */
export function hooksOnly(source) {
  const clauses = [...source.matchAll(fromReact)].map((m) => named(m[1]));
  return clauses.length > 0 && clauses.every((names) => names?.every((n) => light.has(n)) === true);
}

/** The esbuild plugin: resolves `react` and `react-dom` imports that need no compat to preact's core and hooks. */
export const reactHooks = () => ({
  name: 'react-hooks',
  setup(b) {
    b.onResolve({ filter: /^react(-dom)?$/ }, (args) => {
      if (!/\.[cm]?[jt]sx?$/.test(args.importer) || args.importer.includes('node_modules')) return undefined;
      if (!hooksOnly(readFileSync(args.importer, 'utf8'))) return undefined;
      return { path: LIGHT, namespace: LIGHT, pluginData: args.resolveDir };
    });
    // One module re-exporting both, resolved as the code's own imports are, so all share one preact.
    b.onLoad({ filter: /.*/, namespace: LIGHT }, (args) => ({
      contents: "export * from 'preact';\nexport * from 'preact/hooks';",
      resolveDir: args.pluginData,
      loader: 'js',
    }));
  },
});
