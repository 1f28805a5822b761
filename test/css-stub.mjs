// Module hook for tests: a component's `import './x.css'` loads as an empty module (esbuild
// bundles stylesheets for the browser; Node has no use for them).
/** Answers `.css` imports with an empty module; everything else loads as usual. */
export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}
