// The server's entry points bundled once per test process, as build.mjs bundles them for `npm start`
// and `npm run ops`: a test that starts the real process then waits a fraction of a second, not the
// seconds tsx takes to compile the server.
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { serverBundleOptions } from '../../build/server-bundle.mjs';

let bundled: Promise<string> | null = null;

/** The path of the bundled `server/<name>.ts` (`index` or `ops`), built on first use and removed when the process ends. */
export async function serverBundle(name: 'index' | 'ops'): Promise<string> {
  bundled ??= (async () => {
    // Beside a node_modules link, as dist/server is in the repository.
    const dir = mkdtempSync(join(tmpdir(), 'loan-server-bundle-'));
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    await esbuild.build(serverBundleOptions(join(dir, 'server')));
    return join(dir, 'server');
  })();
  return join(await bundled, `${name}.mjs`);
}
