// The server's entry points (`npm start`, `npm run ops`) as Node bundles that keep node_modules
// external: the build writes them to dist/server, the start tests to a folder of their own.

/** esbuild's options for server/index.ts and server/ops.ts bundled into `outdir` as index.mjs and ops.mjs. */
export function serverBundleOptions(outdir) {
  return {
    entryPoints: { index: './server/index.ts', ops: './server/ops.ts' },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  };
}
