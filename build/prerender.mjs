// Renders the landing (#/noren, English, signed out) to HTML at build time, in a happy-dom window,
// from the same modules the browser runs: the app then hydrates exactly this DOM.
import { resolve } from 'node:path';
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { bundleText, importCode } from './import-ts.mjs';

const ENTRY = `
import prerender from 'preact-iso/prerender';
import { App } from './src/app/app';
// preact-iso appends an empty data script for its own router: this app routes by hash and needs none.
export default async () => ({ html: (await prerender(<App />)).html.replace('<script type="isodata"></script>', ''), title: document.title });
`;

/**
 * The landing's HTML (what `<App />` renders into #app) and the document title the app sets for it.
 * The app build's `options` give the same settings, aliases, loaders and JSX runtime.
 */
export async function prerenderLanding({ loader, jsx, jsxImportSource, alias, define }) {
  const code = await bundleText({
    ...{ loader, jsx, jsxImportSource, alias, define },
    stdin: { contents: ENTRY, loader: 'tsx', resolveDir: resolve('.'), sourcefile: 'prerender.tsx' },
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['import', 'module', 'default'],
  });
  GlobalRegistrator.register({ url: 'http://localhost/#/noren', width: 360, height: 740 });
  // Node's own BroadcastChannel (the cross-tab sign-out channel opens one) would keep the build running.
  const { BroadcastChannel } = globalThis;
  globalThis.BroadcastChannel = undefined;
  try {
    return await (await importCode(code)).default();
  } finally {
    globalThis.BroadcastChannel = BroadcastChannel;
    await GlobalRegistrator.unregister();
  }
}
