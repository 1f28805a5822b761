import * as esbuild from 'esbuild';

/** The text of the one file esbuild bundles in memory with `options` (ESM, warnings only, unless they say otherwise). */
export async function bundleText(options) {
  const r = await esbuild.build({ bundle: true, write: false, format: 'esm', logLevel: 'warning', ...options });
  return r.outputFiles[0].text;
}

/** The exports of the JavaScript module `code`. */
export const importCode = (code) => import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

/** The exports of the TypeScript module `entry`, bundled in memory (`options` add to esbuild's). */
export const importTs = async (entry, options = {}) => importCode(await bundleText({ entryPoints: [entry], ...options }));
