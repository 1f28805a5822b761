import type { BuildOptions } from 'esbuild';

/** esbuild's options for server/index.ts and server/ops.ts bundled into `outdir` as index.mjs and ops.mjs. */
export declare function serverBundleOptions(outdir: string): BuildOptions;
