// `import { useState } from 'react'` needs only hooks, yet the `react` alias (preact/compat) would
// bring compat's ~1.4 KB and its global option hooks into the app. An import of `react` that takes
// nothing but names preact/hooks exports goes straight to preact/hooks: the same functions. Any other
// import of `react` (a default or namespace import, memo, forwardRef, Suspense...) keeps compat.
import { readFileSync } from 'node:fs';
const hooks = new Set(Object.keys(await import('preact/hooks')));
const fromReact = /import\s+([^'";]*?)\s+from\s*['"]react['"]/g;

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

/** True when every import of `react` in `source` takes only hooks (type-only imports count as none). */
export function hooksOnly(source) {
  const clauses = [...source.matchAll(fromReact)].map((m) => named(m[1]));
  return clauses.length > 0 && clauses.every((names) => names?.every((n) => hooks.has(n)) === true);
}

/** The esbuild plugin: resolves hooks-only `react` imports to preact/hooks. */
export const reactHooks = () => ({
  name: 'react-hooks',
  setup(b) {
    b.onResolve({ filter: /^react$/ }, (args) => {
      if (!/\.[cm]?[jt]sx?$/.test(args.importer) || args.importer.includes('node_modules')) return undefined;
      if (!hooksOnly(readFileSync(args.importer, 'utf8'))) return undefined;
      // Resolved as the code's own `preact/hooks` imports are, so both share one module.
      return b.resolve('preact/hooks', { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer });
    });
  },
});
