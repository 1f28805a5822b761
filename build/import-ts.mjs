import * as esbuild from 'esbuild';

/** The exports of the TypeScript module `entry`, bundled in memory (`options` add to esbuild's). */
export async function importTs(entry, options = {}) {
  const r = await esbuild.build({ entryPoints: [entry], bundle: true, write: false, format: 'esm', logLevel: 'warning', ...options });
  return import(`data:text/javascript;base64,${Buffer.from(r.outputFiles[0].text).toString('base64')}`);
}
