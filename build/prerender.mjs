// Renders the landing (#/noren, English, signed out) to HTML at build time, in a happy-dom window,
// from the same modules the browser runs: the app then hydrates exactly this DOM.
import * as esbuild from 'esbuild';
import { resolve } from 'node:path';
import { GlobalRegistrator } from '@happy-dom/global-registrator';

const ENTRY = `
import prerender from 'preact-iso/prerender';
import { App } from './src/app/app';
// preact-iso appends an empty data script for its own router: this app routes by hash and needs none.
export default async () => ({ html: (await prerender(<App />)).html.replace('<script type="isodata"></script>', ''), title: document.title });
`;

/**
 * The landing's HTML (what `<App />` renders into #app) and the document title the app sets for it.
 * `options` are the app build's: the same settings, aliases and JSX runtime.
 */
export async function prerenderLanding(options) {
  const bundle = await esbuild.build({
    stdin: { contents: ENTRY, loader: 'tsx', resolveDir: resolve('.'), sourcefile: 'prerender.tsx' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['import', 'module', 'default'],
    loader: { '.css': 'empty' },
    jsx: 'automatic',
    jsxImportSource: 'preact',
    alias: options.alias,
    define: options.define,
    logLevel: 'warning',
  });
  GlobalRegistrator.register({ url: 'http://localhost/#/noren', width: 360, height: 740 });
  // Node's own BroadcastChannel (the cross-tab sign-out channel opens one) would keep the build running.
  const { BroadcastChannel } = globalThis;
  globalThis.BroadcastChannel = undefined;
  try {
    const mod = await import('data:text/javascript;base64,' + Buffer.from(bundle.outputFiles[0].text).toString('base64'));
    return await mod.default();
  } finally {
    globalThis.BroadcastChannel = BroadcastChannel;
    await GlobalRegistrator.unregister();
  }
}
