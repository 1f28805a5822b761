// Writes dist/sw.js: the template with this build's version and the files it stores on install.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';

/** The worker's source with `build` ({version, precache, appName, navigationDeadlineMs}) written in. */
export function serviceWorkerSource(build) {
  return readFileSync('build/sw-template.js', 'utf8').replace('__BUILD__', () => JSON.stringify(build));
}

/**
 * `precache` are URL paths ('/' is the shell, index.html). The version is a hash of those files'
 * bytes, so any change to the shell or the first screen makes a new worker and a new cache.
 * Returns the written file's path.
 */
export async function writeServiceWorker(out, precache, appName) {
  const hash = createHash('sha256');
  for (const url of precache) hash.update(url).update(readFileSync(join(out, url === '/' ? 'index.html' : url)));
  const build = { version: hash.digest('hex').slice(0, 16), precache, appName };
  const { code } = await esbuild.transform(serviceWorkerSource(build), { minify: true, target: 'es2017', legalComments: 'none' });
  const file = join(out, 'sw.js');
  writeFileSync(file, code);
  return file;
}
